// expect: cannot override instance method parameter of type 'Any?' with non-optional type 'Any'
import UIKit
final class Destination: UIViewController {
    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any) -> Bool { true }
}
