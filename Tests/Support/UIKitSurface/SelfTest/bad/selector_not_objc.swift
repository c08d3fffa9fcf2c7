// expect: not exposed to Objective-C
import UIKit
final class Owner: UIViewController { func didTap(_ sender: UIButton) {} }
@MainActor func f(button: UIButton) { button.addTarget(nil, action: #selector(Owner.didTap(_:)), for: .touchUpInside) }
