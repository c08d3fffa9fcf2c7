// expect: has no member 'formsheet'
import UIKit
@MainActor func f(vc: UIViewController) { vc.modalPresentationStyle = .formsheet }
