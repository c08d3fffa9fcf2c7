// expect: extra argument 'default' in call
import UIKit
func f() -> String { String(localized: "key", default: "Value") }
