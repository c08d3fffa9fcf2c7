// expect: has no member 'scaleAspectFitt'
import UIKit
@MainActor func f(imageView: UIImageView) { imageView.contentMode = .scaleAspectFitt }
