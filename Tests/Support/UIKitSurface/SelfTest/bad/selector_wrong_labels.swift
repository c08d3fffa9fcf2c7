// expect: has no member 'didTap(sender:)'
import UIKit
final class Owner: UIViewController { @objc func didTap(_ sender: UIButton) {} }
@MainActor func f(button: UIButton) { button.addTarget(nil, action: #selector(Owner.didTap(sender:)), for: .touchUpInside) }
