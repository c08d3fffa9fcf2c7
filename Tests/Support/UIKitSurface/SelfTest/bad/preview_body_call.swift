import UIKit
// The body is type-checked like any code: a cell has no init(style:reuseIdentifier:frame:).
// expect: extra argument 'frame' in call
#Preview("Cell", traits: .fixedLayout(width: 320, height: 44)) {
    UITableViewCell(style: .default, reuseIdentifier: nil, frame: .zero)
}
