// expect: must be unwrapped
import UIKit
@MainActor func f(button: UIButton) { button.titleLabel.font = .boldSystemFont(ofSize: 15) }
