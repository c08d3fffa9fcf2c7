// expect: has no member 'borderColor'
import UIKit
@MainActor func f() { var b = UIBackgroundConfiguration.clear(); b.borderColor = .red; _ = b }
