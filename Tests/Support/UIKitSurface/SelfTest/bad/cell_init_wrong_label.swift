// expect: do not match those of overridden initializer
import UIKit
final class Cell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifer: String?) { super.init(style: style, reuseIdentifier: reuseIdentifer) }
    required init?(coder: NSCoder) { fatalError() }
}
