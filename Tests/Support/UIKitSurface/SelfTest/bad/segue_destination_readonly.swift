// expect: 'destination' is a get-only property
import UIKit
@MainActor func f(s: UIStoryboardSegue) { s.destination = UIViewController() }
