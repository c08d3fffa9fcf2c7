// expect: cannot assign value of type
import UIKit
@MainActor func f(c: NSLayoutConstraint) { c.priority = 999 }
