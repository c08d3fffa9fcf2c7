import Testing
import UIKit

@MainActor
struct AutoresizingTests {
    /// A 300×200 parent with one subview at (20, 30, 100, 50), then resized to `size`.
    func resized(_ mask: UIView.AutoresizingMask, to size: CGSize, from parentSize: CGSize = CGSize(width: 300, height: 200),
                 child: CGRect = CGRect(x: 20, y: 30, width: 100, height: 50)) -> CGRect {
        let parent = UIView(frame: CGRect(origin: .zero, size: parentSize))
        let view = UIView(frame: child)
        view.autoresizingMask = mask
        parent.addSubview(view)
        parent.frame = CGRect(origin: .zero, size: size)
        return view.frame
    }

    @Test func singleFlexiblePortionTakesTheWholeDifference() {
        let bigger = CGSize(width: 400, height: 260)  // +100 × +60
        #expect(resized([], to: bigger) == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(resized(.flexibleLeftMargin, to: bigger) == CGRect(x: 120, y: 30, width: 100, height: 50))
        #expect(resized(.flexibleWidth, to: bigger) == CGRect(x: 20, y: 30, width: 200, height: 50))
        #expect(resized(.flexibleRightMargin, to: bigger) == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(resized(.flexibleTopMargin, to: bigger) == CGRect(x: 20, y: 90, width: 100, height: 50))
        #expect(resized(.flexibleHeight, to: bigger) == CGRect(x: 20, y: 30, width: 100, height: 110))
        #expect(resized(.flexibleBottomMargin, to: bigger) == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(resized([.flexibleWidth, .flexibleHeight], to: CGSize(width: 200, height: 100))
                == CGRect(x: 20, y: 30, width: 0, height: -50), "shrinking subtracts, as UIKit does")
    }

    @Test func severalFlexiblePortionsShareProportionally() {
        // Horizontal portions: left 20, width 100, right 180 (parent 300); +100.
        let bigger = CGSize(width: 400, height: 200)
        let lw = resized([.flexibleLeftMargin, .flexibleWidth], to: bigger)
        #expect(abs(lw.minX - (20 + 100 * 20 / 120)) < 1e-9 && abs(lw.width - (100 + 100 * 100 / 120)) < 1e-9)
        let wr = resized([.flexibleWidth, .flexibleRightMargin], to: bigger)
        #expect(wr.minX == 20 && abs(wr.width - (100 + 100 * 100 / 280)) < 1e-9)
        let lr = resized([.flexibleLeftMargin, .flexibleRightMargin], to: bigger)
        #expect(abs(lr.minX - (20 + 100 * 20 / 200)) < 1e-9 && lr.width == 100, "margins keep their ratio")
        let all = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], to: CGSize(width: 600, height: 200))
        #expect(all == CGRect(x: 40, y: 30, width: 200, height: 50), "all three scale with the superview")
        // Vertical: top 30, height 50, bottom 120 (parent 200); +100 → 300 (×1.5).
        let tb = resized([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], to: CGSize(width: 300, height: 300))
        #expect(tb == CGRect(x: 20, y: 45, width: 100, height: 75))
    }

    @Test func zeroSizedParentsLikeADesignTimeRootBuiltAtZero() {
        // Issue #23: a subview added at its design frame to a 0×0 root, which then takes the
        // screen size: the whole screen is added.
        let screen = CGSize(width: 768, height: 1004)
        let image = resized([.flexibleWidth, .flexibleHeight], to: screen, from: .zero, child: CGRect(x: 0, y: 0, width: 768, height: 1004))
        #expect(image == CGRect(x: 0, y: 0, width: 1536, height: 2008))
        let scroll = resized(.flexibleTopMargin, to: screen, from: .zero, child: CGRect(x: 0, y: 900, width: 768, height: 104))
        #expect(scroll == CGRect(x: 0, y: 1904, width: 768, height: 104))
        // Zero-size view at the origin: the flexible portions sum to zero → equal split.
        let dot = resized([.flexibleLeftMargin, .flexibleRightMargin], to: CGSize(width: 100, height: 0), from: .zero, child: .zero)
        #expect(dot == CGRect(x: 50, y: 0, width: 0, height: 0))
        // Built at the design size instead, the same resize lands where the nib puts it.
        let designed = resized([.flexibleWidth, .flexibleHeight], to: screen, from: screen, child: CGRect(x: 0, y: 0, width: 768, height: 1004))
        #expect(designed == CGRect(x: 0, y: 0, width: 768, height: 1004))
    }

    @Test func nestedSubtreesPropagate() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        container.autoresizingMask = .flexibleWidth
        let badge = UIView(frame: CGRect(x: 280, y: 10, width: 30, height: 30))
        badge.autoresizingMask = .flexibleLeftMargin
        root.addSubview(container); container.addSubview(badge)
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(container.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(badge.frame == CGRect(x: 350, y: 10, width: 30, height: 30))
    }

    @Test func onlyTranslatingSubviewsOfAutoresizingSuperviewsMove() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pinned = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        pinned.autoresizingMask = .flexibleWidth
        pinned.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(pinned)
        parent.frame.size = CGSize(width: 200, height: 100)
        #expect(pinned.frame.width == 10, "Auto Layout views are not autoresized")
        let frozen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        frozen.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.autoresizingMask = .flexibleWidth
        frozen.addSubview(child)
        frozen.frame.size = CGSize(width: 200, height: 100)
        #expect(child.frame.width == 10, "autoresizesSubviews = false")
    }

    @Test func boundsResizeAroundTheCenterAndInitDoesNotAutoresize() {
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(parent.frame == CGRect(x: -40, y: 10, width: 200, height: 100), "bounds keep the center")
        #expect(child.frame.width == 150)
        parent.center = CGPoint(x: 0, y: 0)
        #expect(child.frame.width == 150, "moving does not resize")
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).frame.size == CGSize(width: 10, height: 10))
    }

    @Test func cellContentViewsFollowTheirCell() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "c")
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 300, height: 34))
        label.autoresizingMask = .flexibleWidth
        cell.contentView.addSubview(label)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(label.frame == CGRect(x: 10, y: 5, width: 370, height: 34))
        let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(item.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}
