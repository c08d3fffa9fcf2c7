import Testing
import UIKit
import WebKit
import MapKit

@MainActor
struct RecordingTests {
    @Test func defaultsMatchUIKit() {
        let label = UILabel()
        #expect(label.numberOfLines == 1)
        #expect(label.isUserInteractionEnabled == false)
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(UIImageView().isUserInteractionEnabled == false)
        #expect(UIView().isUserInteractionEnabled)
        #expect(UIView().translatesAutoresizingMaskIntoConstraints)
        let stack = UIStackView()
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(UIView().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UIView().contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(NSLayoutConstraint().priority == .required)
        #expect(UIScrollView().clipsToBounds)
        #expect(UISlider().maximumValue == 1)
        #expect(UIStepper().maximumValue == 100)
        #expect(UIActivityIndicatorView().hidesWhenStopped)
        #expect(UISegmentedControl().selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func valuesCompare() {
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.black == UIColor(white: 0, alpha: 1))
        #expect(UIColor(red: 0, green: 0, blue: 0, alpha: 1) != UIColor.black) // different colour space
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor(named: "Brand") == UIColor(named: "Brand"))
        #expect(UIColor.systemBackground != UIColor.secondarySystemBackground)
        #expect(UIFont(name: "Avenir", size: 12) == UIFont(name: "Avenir", size: 12))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIImage(named: "a") == UIImage(named: "a"))
        #expect(UIImage(systemName: "plus") != UIImage(named: "plus"))
        #expect(UIImage(systemName: "plus")?.withRenderingMode(.alwaysTemplate) != UIImage(systemName: "plus"))
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func hierarchyAndConstraints() {
        NSLayoutConstraint._surfaceReset()
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a); root.insertSubview(b, belowSubview: a)
        #expect(root.subviews == [b, a])
        let c = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
        #expect(!c.isActive)
        NSLayoutConstraint.activate([c])
        #expect(c.isActive && c._surfaceInstalledOn === root && root.constraints == [c])
        #expect(c.firstItem === a && c.secondItem === b && c.firstAttribute == .top && c.secondAttribute == .bottom)
        let lone = UIView()
        let orphan = lone.widthAnchor.constraint(equalTo: a.widthAnchor)
        orphan.isActive = true
        #expect(orphan._surfaceHadCommonAncestor == false)
        #expect(NSLayoutConstraint._surfaceAllCreated.count == 2)
        a.removeFromSuperview()
        #expect(root.subviews == [b] && a.superview == nil)
    }

    @Test func controlsRecordTargetsAndState() {
        let button = UIButton(type: .custom)
        let owner = UIViewController()
        button.addTarget(owner, action: Selector("tap:"), for: .touchUpInside)
        #expect(button.actions(forTarget: owner, forControlEvent: .touchUpInside) == ["tap:"])
        #expect(button._surfaceTargetActions.first?.target === owner)
        #expect(button.allControlEvents == .touchUpInside)
        button.setTitle("A", for: .normal); button.setTitle("B", for: .selected)
        button.isSelected = true
        #expect(button.currentTitle == "B")
        var fired = 0
        button.addAction(UIAction { _ in fired += 1 }, for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(fired == 1)
        let stack = UIStackView(arrangedSubviews: [UILabel(), UILabel()])
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)
        stack.arrangedSubviews[0].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
    }

    @Test func otherFrameworks() {
        let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        web.load(URLRequest(url: URL(string: "https://example.com")!))
        #expect(web._loaded.map(\.absoluteString) == ["https://example.com"])
        let map = MKMapView(); map.mapType = .satellite
        #expect(map.mapType == .satellite)
        let layer = CALayer(); layer.addSublayer(CAGradientLayer())
        #expect(layer.sublayers?.count == 1)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CGAffineTransform(scaleX: 2, y: 2).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.5))
    }
}
