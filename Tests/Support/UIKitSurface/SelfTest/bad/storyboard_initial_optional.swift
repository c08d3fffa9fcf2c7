// expect: must be unwrapped
import UIKit
@MainActor func f() -> UIViewController { let vc: UIViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController(); return vc }
