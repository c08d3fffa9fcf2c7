// expect: must be unwrapped
import UIKit
@MainActor func f(segue: UIStoryboardSegue) -> String { let id: String = segue.identifier; return id }
