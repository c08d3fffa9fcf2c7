// expect: missing argument for parameter 'coder'
import UIKit
@MainActor func f() -> UIPageViewController { UIPageViewController() }
