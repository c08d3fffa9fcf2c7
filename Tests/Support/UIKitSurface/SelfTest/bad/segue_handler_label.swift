// expect: expected 'identifier:source:destination:performHandler:'
import UIKit
@MainActor func f(a: UIViewController, b: UIViewController) -> UIStoryboardSegue { UIStoryboardSegue(identifier: "x", source: a, destination: b, handler: {}) }
