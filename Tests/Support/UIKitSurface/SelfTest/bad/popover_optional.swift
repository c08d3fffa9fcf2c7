// expect: must be unwrapped
import UIKit
@MainActor func f(vc: UIViewController, v: UIView) { vc.popoverPresentationController.sourceView = v }
