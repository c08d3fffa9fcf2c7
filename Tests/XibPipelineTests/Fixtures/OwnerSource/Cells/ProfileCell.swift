import UIKit

final class ProfileCell: UITableViewCell {
    @IBOutlet var nameLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        nameLabel.font = .preferredFont(forTextStyle: .headline)
    }
}
