import UIKit
// A preview's body makes a view (or a view controller), not a layer.
// expect: in the body of result builder 'PreviewMacroBodyBuilder<UIView>'
#Preview("Layer") {
    let layer = CALayer()
    return layer
}
