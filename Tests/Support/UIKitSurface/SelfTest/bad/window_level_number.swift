// expect: cannot assign value of type
import UIKit
@MainActor func f(w: UIWindow) { w.windowLevel = 1.0 }
