// expect: has no member 'textColour'
import UIKit
@MainActor func f(label: UILabel) { label.textColour = .red }
