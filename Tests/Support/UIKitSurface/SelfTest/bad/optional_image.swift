// expect: must be unwrapped
import UIKit
@MainActor func f(button: UIButton) { let image: UIImage = UIImage(systemName: "plus"); button.setImage(image, for: .normal) }
