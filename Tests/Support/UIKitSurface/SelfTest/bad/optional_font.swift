// expect: must be unwrapped
import UIKit
@MainActor func f() -> UIFont { let font: UIFont = UIFont(name: "Avenir-Heavy", size: 12); return font }
