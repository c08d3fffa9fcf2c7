// expect: has no member 'browse'
import UIKit
@MainActor func f(i: UINavigationItem) { i.style = .browse }
