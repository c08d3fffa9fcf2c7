// expect: missing arguments for parameters
import UIKit
@MainActor func f() -> UIStoryboardUnwindSegueSource { UIStoryboardUnwindSegueSource() }
