import Testing
import UIKit
import MapKit

@MainActor
struct ClassDefaultsTests {
    @Test func documentedDefaultsPerClass() {
        let view = UIView()
        #expect(view.isOpaque && !view.clipsToBounds && view.contentMode == .scaleToFill)
        #expect(view.isUserInteractionEnabled && !view.isMultipleTouchEnabled && view.backgroundColor == nil)
        let label = UILabel()
        #expect(label.clipsToBounds && label.contentMode == .redraw && !label.isUserInteractionEnabled)
        let image = UIImageView(image: nil)
        #expect(!image.isUserInteractionEnabled && !image.clipsToBounds && image.contentMode == .scaleToFill)
        for scroll in [UIScrollView(), UITableView(), UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()), UITextView()] {
            #expect(scroll.clipsToBounds, "\(type(of: scroll)) clips")
        }
        #expect(!UIButton().clipsToBounds && UIButton().isUserInteractionEnabled)
        #expect(!UIStackView().clipsToBounds)
    }

    /// Where Apple documents no class value: what a new instance has in Interface Builder.
    @Test func interfaceBuilderValuesWhereAppleDocumentsNone() {
        #expect(!UILabel().isOpaque && !UIButton().isOpaque && !UIVisualEffectView(effect: nil).isOpaque)
        #expect(UIScrollView().isMultipleTouchEnabled && UITextView().isMultipleTouchEnabled)
        #expect(!UITableView().isMultipleTouchEnabled && UITableView().clipsToBounds)
        for content in [UITableViewCell(style: .default, reuseIdentifier: nil).contentView,
                        UICollectionViewCell(frame: .zero).contentView, UIVisualEffectView(effect: nil).contentView] {
            #expect(content.clipsToBounds && !content.isOpaque && content.contentMode == .center)
            #expect(content.isMultipleTouchEnabled)
            // Apple documents true for every view and nothing else for content views: IB's "NO" is
            // an attribute the nib sets, not the class's value.
            #expect(content.insetsLayoutMarginsFromSafeArea)
        }
        let map = MKMapView()
        #expect(map.clipsToBounds && map.isMultipleTouchEnabled)
    }

    @Test func subclassesInheritTheirClassDefaults() {
        final class Title: UILabel {}
        final class Avatar: UIImageView {}
        #expect(Title().clipsToBounds && !Title().isUserInteractionEnabled)
        #expect(!Avatar(frame: .zero).isUserInteractionEnabled)
        #expect(UILabel(coder: NSKeyedArchiver(requiringSecureCoding: false))?.clipsToBounds == true, "init(coder:) too")
    }

    @Test func classDefaultsFollowTheTable() {
        let instances: [String: UIView] = [
            "UIView": UIView(), "UILabel": UILabel(), "UIImageView": UIImageView(), "UIScrollView": UIScrollView(),
            "UIButton": UIButton(type: .system), "UIVisualEffectView": UIVisualEffectView(effect: nil),
            "UITableView": UITableView(frame: .zero, style: .plain),
            "_UICellContentView": UITableViewCell(style: .default, reuseIdentifier: nil).contentView,
        ]
        let table = UIView._surfaceDocumentedDefaults
        #expect(table.count >= 10)
        for row in table {
            let view = try! #require(instances[row.className])
            let actual: String
            switch row.property {
            case "clipsToBounds": actual = "\(view.clipsToBounds)"
            case "isOpaque": actual = "\(view.isOpaque)"
            case "contentMode": actual = "\(view.contentMode)"
            case "isUserInteractionEnabled": actual = "\(view.isUserInteractionEnabled)"
            case "isMultipleTouchEnabled": actual = "\(view.isMultipleTouchEnabled)"
            default: Issue.record("unknown property \(row.property)"); continue
            }
            #expect(actual == row.value, "\(row.className).\(row.property)")
            #expect(!row.source.isEmpty)
        }
    }

    @Test func otherDocumentedInitialValues() {
        let nav = UINavigationController()
        #expect(nav.isToolbarHidden && !nav.isNavigationBarHidden)
        #expect(UITableViewController(style: .plain).clearsSelectionOnViewWillAppear)
        #expect(UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()).installsStandardGestureForInteractiveMovement)
        let split = UISplitViewController(style: .doubleColumn)
        #expect(split.preferredDisplayMode == .automatic && split.presentsWithGesture && split.primaryEdge == .leading)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        #expect(popover.popoverPresentationController?.permittedArrowDirections == .any)
        let vc = UIViewController()
        #expect(vc.modalPresentationStyle == .automatic && vc.modalTransitionStyle == .coverVertical && vc.edgesForExtendedLayout == .all)
        #expect(!vc.definesPresentationContext && !vc.providesPresentationContextTransitionStyle && !vc.isModalInPresentation)
        #expect(!vc.extendedLayoutIncludesOpaqueBars && !vc.hidesBottomBarWhenPushed && vc.preferredContentSize == .zero)
    }
}
