// expect: cannot convert return expression of type 'UIViewController' to return type 'Login'
import UIKit
final class Login: UIViewController {}
@MainActor func f(s: UIStoryboard) -> Login { s.instantiateViewController(withIdentifier: "login") }
