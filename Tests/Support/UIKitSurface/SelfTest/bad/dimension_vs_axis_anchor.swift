// expect: cannot convert value
import UIKit
@MainActor func f(a: UIView) -> NSLayoutConstraint { a.widthAnchor.constraint(equalTo: a.leadingAnchor, multiplier: 2) }
