// expect: 'required' initializer 'init(coder:)' must be provided
import UIKit
final class Header: UIView { override init(frame: CGRect) { super.init(frame: frame) } }
