// expect: cannot convert value of type 'NSLayoutYAxisAnchor'
import UIKit
@MainActor func f(a: UIView, b: UIView) -> NSLayoutConstraint { a.leadingAnchor.constraint(equalTo: b.topAnchor) }
