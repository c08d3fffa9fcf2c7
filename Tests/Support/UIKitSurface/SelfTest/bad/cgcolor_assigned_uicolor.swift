// expect: cannot assign value of type 'UIColor'
import UIKit
@MainActor func f(v: UIView) { v.layer.borderColor = UIColor.red }
