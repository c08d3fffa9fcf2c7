// expect: has no member 'center'
import UIKit
@MainActor func f(stack: UIStackView) { stack.distribution = .center }
