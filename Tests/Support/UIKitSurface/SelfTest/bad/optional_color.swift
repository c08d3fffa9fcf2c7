// expect: must be unwrapped
import UIKit
@MainActor func f(view: UIView) { let color: UIColor = UIColor(named: "Brand"); view.backgroundColor = color }
