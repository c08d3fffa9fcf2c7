// expect: has no member 'bgra8UNorm'
import MetalKit
@MainActor func f(v: MTKView) { v.colorPixelFormat = .bgra8UNorm }
