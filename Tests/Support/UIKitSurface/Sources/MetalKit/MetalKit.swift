// MetalKit stand-in: MTKView with Apple's initializers, properties and documented defaults
// (MTKView reference). `init(frame:device:)` and `init(coder:)` are its only designated
// initializers, so — as in Xcode — `MTKView(frame:)` and `MTKView()` do not exist.
@_exported import Metal
import UIKit

@MainActor public protocol MTKViewDelegate: NSObjectProtocol {
    func mtkView(_ view: MTKView, drawableSizeWillChange size: CGSize)
    func draw(in view: MTKView)
}

@MainActor open class MTKView: UIView {
    public init(frame frameRect: CGRect, device: (any MTLDevice)?) {
        self.device = device
        super.init(frame: frameRect)
    }
    /// Apple declares it non-failable: `init(coder: NSCoder)`.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    open weak var delegate: (any MTKViewDelegate)?
    open var device: (any MTLDevice)?
    open var preferredDevice: (any MTLDevice)? { device }
    /// Apple: "The default value is MTLPixelFormat.bgra8Unorm."
    open var colorPixelFormat: MTLPixelFormat = .bgra8Unorm
    /// Apple: "The default value is true."
    open var framebufferOnly: Bool = true
    private var _drawableSize: CGSize = .zero
    /// With `autoResizeDrawable` (the default) the drawable follows the view's size in pixels.
    open var drawableSize: CGSize {
        get { autoResizeDrawable ? CGSize(width: bounds.width * contentScaleFactor, height: bounds.height * contentScaleFactor) : _drawableSize }
        set { _drawableSize = newValue }
    }
    open var preferredDrawableSize: CGSize { CGSize(width: bounds.width * contentScaleFactor, height: bounds.height * contentScaleFactor) }
    open var autoResizeDrawable: Bool = true
    /// Apple: "The default value is (0.0, 0.0, 0.0, 1.0)."
    open var clearColor: MTLClearColor = MTLClearColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Apple: "The default value is MTLPixelFormat.invalid."
    open var depthStencilPixelFormat: MTLPixelFormat = .invalid
    open var depthStencilAttachmentTextureUsage: MTLTextureUsage = .renderTarget
    open var depthStencilStorageMode: MTLStorageMode = .private
    /// Apple: "The default value is 1.0."
    open var clearDepth: Double = 1
    open var clearStencil: UInt32 = 0
    /// Apple: "The default value is 1."
    open var sampleCount: Int = 1
    open var multisampleColorAttachmentTextureUsage: MTLTextureUsage = .renderTarget
    /// Apple: "The default value is 60."
    open var preferredFramesPerSecond: Int = 60
    open var isPaused: Bool = false
    open var enableSetNeedsDisplay: Bool = false
    open var presentsWithTransaction: Bool = false

    /// How often `draw()` ran (surface extension).
    public private(set) var _surfaceDrawCount = 0
    /// Apple: "Redraws the view's contents immediately" — `draw(_:)` when a subclass overrides
    /// it, else the delegate's `draw(in:)`; the surface calls the delegate.
    open func draw() {
        _surfaceDrawCount += 1
        delegate?.draw(in: self)
    }
    open func releaseDrawables() {}
}
