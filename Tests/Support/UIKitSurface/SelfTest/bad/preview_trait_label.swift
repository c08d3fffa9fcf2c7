import UIKit
// expect: extra argument 'size' in call
#Preview("Cell", traits: .fixedLayout(size: CGSize(width: 320, height: 44))) {
    UIView(frame: .zero)
}
