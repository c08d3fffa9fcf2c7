// Autoresizing, as Apple documents `UIView.autoresizingMask`:
//
//   "When a view's bounds change, that view automatically resizes its subviews according to
//    each subview's autoresizing mask. [...] When more than one option along the same axis is
//    set, the default behavior is to distribute the size difference proportionally among the
//    flexible portions. The larger the flexible portion, relative to the other flexible
//    portions, the more it is likely to grow."
//
// Per axis a subview has three portions: the leading margin (its origin), its size, and the
// trailing margin (old superview size − origin − size). The superview's size change is split
// among the portions whose flexible option is set:
//   * one flexible portion takes the whole difference (`.flexibleWidth` alone: the width grows
//     by it; `.flexibleTopMargin` alone: the view moves by it; `.flexibleRightMargin` alone:
//     nothing moves);
//   * several take shares proportional to their sizes before the change;
//   * when those sizes add up to zero (e.g. a zero-size view at the origin of a 0×0 superview)
//     the proportion is undefined and the surface splits the difference equally (AppKit's
//     documented rule for NSView, "as evenly as possible"; UIKit does not document this case).
// Only subviews with `translatesAutoresizingMaskIntoConstraints == true` are resized, and only
// when the superview's `autoresizesSubviews` is true. The resized subview's own size change
// propagates to its subviews the same way. Nothing is rounded.

extension UIView {
    /// Resizes this view for its superview's size change from `oldSize` to `newSize`.
    func _surfaceAutoresize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let (x, width) = UIView._surfaceAutoresizeAxis(
            origin: _frame.minX, size: _frame.width, oldSuper: oldSize.width, newSuper: newSize.width,
            flexibleMin: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
            flexibleMax: mask.contains(.flexibleRightMargin))
        let (y, height) = UIView._surfaceAutoresizeAxis(
            origin: _frame.minY, size: _frame.height, oldSuper: oldSize.height, newSuper: newSize.height,
            flexibleMin: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
            flexibleMax: mask.contains(.flexibleBottomMargin))
        let resized = CGRect(x: x, y: y, width: width, height: height)
        if resized != _frame { frame = resized }
    }

    /// One axis of the autoresizing rule above; returns the new origin and size.
    static func _surfaceAutoresizeAxis(origin: CGFloat, size: CGFloat, oldSuper: CGFloat, newSuper: CGFloat,
                                       flexibleMin: Bool, flexibleSize: Bool, flexibleMax: Bool) -> (CGFloat, CGFloat) {
        let delta = newSuper - oldSuper
        let flexible = [flexibleMin, flexibleSize, flexibleMax]
        let count = flexible.filter { $0 }.count
        guard delta != 0, count > 0 else { return (origin, size) }
        let portions = [origin, size, oldSuper - origin - size]
        let total = zip(portions, flexible).reduce(CGFloat(0)) { $0 + ($1.1 ? $1.0 : 0) }
        func share(_ index: Int) -> CGFloat {
            guard flexible[index] else { return 0 }
            if count == 1 { return delta }
            return total != 0 ? delta * portions[index] / total : delta / CGFloat(count)
        }
        return (origin + share(0), size + share(1))
    }
}
