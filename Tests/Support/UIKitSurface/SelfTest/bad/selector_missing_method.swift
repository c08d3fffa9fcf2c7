// expect: has no member 'didTapp'
import UIKit
final class Owner: UIViewController { @objc func didTap(_ sender: UIButton) {} }
@MainActor func f(button: UIButton) { button.addTarget(nil, action: #selector(Owner.didTapp(_:)), for: .touchUpInside) }
