// Presentation controllers: UIPresentationController and UIPopoverPresentationController
// (anchor, arrow directions, passthrough views, delegate), with Apple's names.

public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// An object a popover can be anchored to (iOS 16): views, bar button items, layout guides.
@MainActor public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}
extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
extension UILayoutGuide: UIPopoverPresentationControllerSourceItem {}

@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}
extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}
extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class UIPresentationController: NSObject {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
    public let presentedViewController: UIViewController
    /// Set once the presentation happens (the presenting controller UIKit chose).
    open internal(set) weak var presentingViewController: UIViewController?
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    open var containerView: UIView? { presentedViewController.viewIfLoaded?.window }
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }
}

@MainActor open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    @available(iOS, introduced: 8.0, deprecated: 16.0, message: "Use sourceItem instead")
    open var barButtonItem: UIBarButtonItem? {
        get { sourceItem as? UIBarButtonItem }
        set { sourceItem = newValue }
    }
    /// iOS 16: the view, bar button item or layout guide the popover points at.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// Apple: "The default value of this property is UIPopoverArrowDirection.any."
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var arrowDirection: UIPopoverArrowDirection { presentingViewController == nil ? .unknown : permittedArrowDirections }
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var popoverLayoutMargins: UIEdgeInsets = .zero
    open var canOverlapSourceViewRect: Bool = false
    open var popoverBackgroundViewClass: AnyClass?
}
