// expect: has no member 'horizontall'
import UIKit
@MainActor func f(v: UIView) { v.setContentHuggingPriority(.defaultHigh, for: .horizontall) }
