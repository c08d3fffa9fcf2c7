// UIKit's Xcode preview macros (iOS 17, Xcode 15), as Apple's documentation declares them:
// `Preview(_:traits:body:)` for a view and for a view controller. Their implementation is the
// plugin in ../../Macros (built and loaded by scripts/typecheck-generated): the compiler checks
// every use against these signatures — the name, the traits, the body's type — before expanding.
import DeveloperToolsSupport

@available(iOS 17.0, tvOS 17.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView)
    = #externalMacro(module: "PreviewsMacros", type: "UIKitViewPreviewMacro")

@available(iOS 17.0, tvOS 17.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController)
    = #externalMacro(module: "PreviewsMacros", type: "UIKitViewControllerPreviewMacro")
