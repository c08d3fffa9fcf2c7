import UIKit

/// The owner of LoginViewController.xib.
final class LoginViewController: BaseViewController {
    @IBOutlet weak var titleLabel: UILabel!

    @IBAction func signIn(_ sender: Any) {}

    // A comment mentioning @IBAction func removedAction(_ sender: Any) — not a declaration.
    @IBAction private func forgotPassword(_ sender: UIButton) {}
}
