import Testing
import UIKit
import MetalKit

@MainActor
struct MetalKitTests {
    @Test func metalKitViewDefaults() {
        let device = MTLCreateSystemDefaultDevice()
        let view = MTKView(frame: CGRect(x: 0, y: 0, width: 100, height: 50), device: device)
        #expect(view.device != nil && view.colorPixelFormat == .bgra8Unorm && view.depthStencilPixelFormat == .invalid)
        #expect(view.sampleCount == 1 && view.preferredFramesPerSecond == 60 && !view.isPaused && !view.enableSetNeedsDisplay)
        #expect(view.framebufferOnly && view.autoResizeDrawable && view.clearColor == MTLClearColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(view.clearDepth == 1 && view.clearStencil == 0 && view.drawableSize == CGSize(width: 100, height: 50))
        view.colorPixelFormat = .rgba16Float
        view.depthStencilPixelFormat = .depth32Float_stencil8
        view.clearColor = MTLClearColorMake(0.1, 0.2, 0.3, 1)
        #expect(view.colorPixelFormat.rawValue == 115 && view.depthStencilPixelFormat.rawValue == 260)
        view.draw()
        #expect(view._surfaceDrawCount == 1)
    }
}
