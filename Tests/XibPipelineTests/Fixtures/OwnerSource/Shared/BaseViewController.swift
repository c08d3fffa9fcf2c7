import UIKit

class BaseViewController: UIViewController {
    @IBOutlet weak var subtitleLabel: UILabel?

    @IBAction func close(_ sender: Any) {
        dismiss(animated: true)
    }
}
