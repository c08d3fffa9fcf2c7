// expect: expects 2 arguments, but 1 was used
import UIKit
final class Adaptive: UIView {
    func watch() { registerForTraitChanges([UITraitVerticalSizeClass.self]) { (view: Adaptive) in _ = view } }
}
