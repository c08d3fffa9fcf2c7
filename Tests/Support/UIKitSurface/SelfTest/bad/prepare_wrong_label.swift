// expect: does not override
import UIKit
final class Source: UIViewController { override func prepare(for segue: UIStoryboardSegue, with sender: Any?) {} }
