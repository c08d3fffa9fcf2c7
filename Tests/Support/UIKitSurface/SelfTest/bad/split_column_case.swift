// expect: has no member 'detail'
import UIKit
@MainActor func f(s: UISplitViewController) { s.setViewController(UIViewController(), for: .detail) }
