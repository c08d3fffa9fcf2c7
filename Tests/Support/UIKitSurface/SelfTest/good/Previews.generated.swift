import UIKit

// Xcode previews of generated types, as `style.previews: true` writes them.
final class PreviewedCellLayout: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class PreviewedScreenLayout: UIView {}

#if DEBUG
@available(iOS 17.0, *)
#Preview("PreviewedCellLayout", traits: .fixedLayout(width: 320, height: 44)) {
    PreviewedCellLayout(style: .default, reuseIdentifier: nil)
}

#Preview("PreviewedScreenLayout") {
    PreviewedScreenLayout(frame: .zero)
}

#Preview(traits: .sizeThatFitsLayout, .landscapeLeft) {
    let view = PreviewedScreenLayout(frame: .zero)
    view.backgroundColor = .systemBackground
    return view
}

#Preview("Controller") {
    UIViewController()
}
#endif
