// expect: incorrect argument label
import UIKit
@MainActor func f(a: UIView, b: UIView) -> NSLayoutConstraint {
    NSLayoutConstraint(item: a, attribute: .top, relation: .equal, toItem: b, attribute: .bottom, multiplier: 1, constant: 0)
}
