// expect: incorrect argument label
import UIKit
@MainActor func f(button: UIButton) { button.setTitle("x", forState: .normal) }
