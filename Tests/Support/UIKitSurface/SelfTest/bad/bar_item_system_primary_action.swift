// expect: expected 'systemItem:primaryAction:menu:'
import UIKit
@MainActor func f() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .add, primaryAction: nil, menu: nil) }
