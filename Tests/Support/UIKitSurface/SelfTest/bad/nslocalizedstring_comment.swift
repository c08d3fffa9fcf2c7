// expect: missing argument for parameter 'comment'
import UIKit
func f() -> String { NSLocalizedString("key", tableName: "Main", bundle: .main, value: "Value") }
