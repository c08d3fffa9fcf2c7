// expect: missing argument for parameter 'device'
import MetalKit
@MainActor func f() -> MTKView { MTKView(frame: .zero) }
