import UIKit
// `.sizeThatFits` is SwiftUI's PreviewLayout case; the #Preview trait is `.sizeThatFitsLayout`.
// expect: has no member 'sizeThatFits'
#Preview(traits: .sizeThatFits) {
    UIView(frame: .zero)
}
