// DeveloperToolsSupport: what Xcode previews are declared with (Apple's framework of that name,
// iOS 17 / Xcode 15). Signatures from Apple's documentation; UIKit declares its `#Preview` macros
// with these types (Sources/UIKit/Preview.swift).
import Foundation

/// Apple: `struct Preview` (a preview's registration); here only the trait namespace.
public struct Preview {
    /// Apple: traits that apply to previews of views.
    public enum ViewTraits {}
}

/// Apple: `@MainActor struct PreviewTrait<T>` — customizations that you can apply to a preview.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor public struct PreviewTrait<T> {
    /// What the trait asks for (surface extension, for tests).
    public enum _Kind: Equatable, Sendable {
        case defaultLayout, sizeThatFits, fixed(width: CGFloat, height: CGFloat)
        case portrait, landscapeLeft, landscapeRight, portraitUpsideDown
    }
    public let _kind: _Kind
    init(_ kind: _Kind) { _kind = kind }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
    /// Center the preview in a container the size of the device on which the preview is running.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.defaultLayout) }
    /// Fit the container to the size of the preview when offered the size of the device.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.sizeThatFits) }
    /// Center the preview in a fixed size container with the given dimensions.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait(.fixed(width: width, height: height)) }
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.portrait) }
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.landscapeLeft) }
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.landscapeRight) }
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.portraitUpsideDown) }
}

/// Apple: the result builder of a `#Preview` body (`@PreviewMacroBodyBuilder<UIView>`): one
/// expression of the content type. A body with `return` is an ordinary closure.
@resultBuilder public struct PreviewMacroBodyBuilder<Content> {
    public static func buildExpression(_ content: Content) -> Content { content }
    public static func buildBlock(_ content: Content) -> Content { content }
}
