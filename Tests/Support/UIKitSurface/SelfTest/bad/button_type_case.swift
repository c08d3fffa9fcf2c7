// expect: has no member 'System'
import UIKit
@MainActor func f() -> UIButton { UIButton(type: .System) }
