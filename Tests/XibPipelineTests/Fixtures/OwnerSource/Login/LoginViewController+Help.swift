import UIKit

extension LoginViewController {
    @IBAction
    fileprivate func showHelp(_ sender: Any) {}
}
