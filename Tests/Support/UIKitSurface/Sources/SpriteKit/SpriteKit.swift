// SpriteKit stand-in: SKView, the view a XIB or storyboard places to render a SpriteKit scene
// (`<skView>`), with its documented defaults. Scenes and nodes are not modelled.
@_exported import UIKit

/// Methods to take custom control over the view's render rate (`view(_:shouldRenderAtTime:)`
/// is optional; Objective-C optional requirements cannot be stated here).
@MainActor public protocol SKViewDelegate: NSObjectProtocol {}

/// SKView declares no initializers of its own: `init(frame:)` and `init?(coder:)` are UIView's.
@MainActor open class SKView: UIView {
    open weak var delegate: (any SKViewDelegate)?
    open var isPaused: Bool = false
    open var showsFPS: Bool = false
    open var showsDrawCount: Bool = false
    open var showsNodeCount: Bool = false
    open var showsQuadCount: Bool = false
    open var showsPhysics: Bool = false
    open var showsFields: Bool = false
    /// Rendered asynchronously rather than aligned with Core Animation updates; defaults to true.
    open var isAsynchronous: Bool = true
    open var allowsTransparency: Bool = false
    open var ignoresSiblingOrder: Bool = false
    open var shouldCullNonVisibleNodes: Bool = true
    /// The default value is 60 frames per second.
    open var preferredFramesPerSecond: Int = 60
}
