// expect: overriding declaration requires an 'override' keyword
import UIKit
final class Settings: UITableViewController { func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {} }
