// Metal stand-in: the types MetalKit views are configured with. Pixel format case names and
// raw values are Apple's (MTLPixelFormat reference; raw values as in MTLPixelFormat.h).
@_exported import Foundation

public enum MTLPixelFormat: UInt, Sendable {
    case invalid = 0
    case a8Unorm = 1
    case r8Unorm = 10
    case r8Unorm_srgb = 11
    case r8Snorm = 12
    case r8Uint = 13
    case r8Sint = 14
    case r16Unorm = 20
    case r16Snorm = 22
    case r16Uint = 23
    case r16Sint = 24
    case r16Float = 25
    case rg8Unorm = 30
    case rg8Unorm_srgb = 31
    case rg8Snorm = 32
    case rg8Uint = 33
    case rg8Sint = 34
    case b5g6r5Unorm = 40
    case a1bgr5Unorm = 41
    case abgr4Unorm = 42
    case bgr5A1Unorm = 43
    case r32Uint = 53
    case r32Sint = 54
    case r32Float = 55
    case rg16Unorm = 60
    case rg16Snorm = 62
    case rg16Uint = 63
    case rg16Sint = 64
    case rg16Float = 65
    case rgba8Unorm = 70
    case rgba8Unorm_srgb = 71
    case rgba8Snorm = 72
    case rgba8Uint = 73
    case rgba8Sint = 74
    case bgra8Unorm = 80
    case bgra8Unorm_srgb = 81
    case rgb10a2Unorm = 90
    case rgb10a2Uint = 91
    case rg11b10Float = 92
    case rgb9e5Float = 93
    case bgr10a2Unorm = 94
    case rg32Uint = 103
    case rg32Sint = 104
    case rg32Float = 105
    case rgba16Unorm = 110
    case rgba16Snorm = 112
    case rgba16Uint = 113
    case rgba16Sint = 114
    case rgba16Float = 115
    case rgba32Uint = 123
    case rgba32Sint = 124
    case rgba32Float = 125
    case bc1_rgba = 130
    case bc1_rgba_srgb = 131
    case bc2_rgba = 132
    case bc2_rgba_srgb = 133
    case bc3_rgba = 134
    case bc3_rgba_srgb = 135
    case bc4_rUnorm = 140
    case bc4_rSnorm = 141
    case bc5_rgUnorm = 142
    case bc5_rgSnorm = 143
    case bc6H_rgbFloat = 150
    case bc6H_rgbuFloat = 151
    case bc7_rgbaUnorm = 152
    case bc7_rgbaUnorm_srgb = 153
    case pvrtc_rgb_2bpp = 160
    case pvrtc_rgb_2bpp_srgb = 161
    case pvrtc_rgb_4bpp = 162
    case pvrtc_rgb_4bpp_srgb = 163
    case pvrtc_rgba_2bpp = 164
    case pvrtc_rgba_2bpp_srgb = 165
    case pvrtc_rgba_4bpp = 166
    case pvrtc_rgba_4bpp_srgb = 167
    case eac_r11Unorm = 170
    case eac_r11Snorm = 172
    case eac_rg11Unorm = 174
    case eac_rg11Snorm = 176
    case eac_rgba8 = 178
    case eac_rgba8_srgb = 179
    case etc2_rgb8 = 180
    case etc2_rgb8_srgb = 181
    case etc2_rgb8a1 = 182
    case etc2_rgb8a1_srgb = 183
    case astc_4x4_srgb = 186
    case astc_5x4_srgb = 187
    case astc_5x5_srgb = 188
    case astc_6x5_srgb = 189
    case astc_6x6_srgb = 190
    case astc_8x5_srgb = 192
    case astc_8x6_srgb = 193
    case astc_8x8_srgb = 194
    case astc_10x5_srgb = 195
    case astc_10x6_srgb = 196
    case astc_10x8_srgb = 197
    case astc_10x10_srgb = 198
    case astc_12x10_srgb = 199
    case astc_12x12_srgb = 200
    case astc_4x4_ldr = 204
    case astc_5x4_ldr = 205
    case astc_5x5_ldr = 206
    case astc_6x5_ldr = 207
    case astc_6x6_ldr = 208
    case astc_8x5_ldr = 210
    case astc_8x6_ldr = 211
    case astc_8x8_ldr = 212
    case astc_10x5_ldr = 213
    case astc_10x6_ldr = 214
    case astc_10x8_ldr = 215
    case astc_10x10_ldr = 216
    case astc_12x10_ldr = 217
    case astc_12x12_ldr = 218
    case astc_4x4_hdr = 222
    case astc_5x4_hdr = 223
    case astc_5x5_hdr = 224
    case astc_6x5_hdr = 225
    case astc_6x6_hdr = 226
    case astc_8x5_hdr = 228
    case astc_8x6_hdr = 229
    case astc_8x8_hdr = 230
    case astc_10x5_hdr = 231
    case astc_10x6_hdr = 232
    case astc_10x8_hdr = 233
    case astc_10x10_hdr = 234
    case astc_12x10_hdr = 235
    case astc_12x12_hdr = 236
    case gbgr422 = 240
    case bgrg422 = 241
    case depth16Unorm = 250
    case depth32Float = 252
    case stencil8 = 253
    case depth24Unorm_stencil8 = 255
    case depth32Float_stencil8 = 260
    case x32_stencil8 = 261
    case x24_stencil8 = 262
    case bgra10_xr = 552
    case bgra10_xr_srgb = 553
    case bgr10_xr = 554
    case bgr10_xr_srgb = 555
}

/// Apple: "A color value used to clear a color attachment."
public struct MTLClearColor: Equatable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    public init() { red = 0; green = 0; blue = 0; alpha = 0 }
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
}
public func MTLClearColorMake(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> MTLClearColor {
    MTLClearColor(red: red, green: green, blue: blue, alpha: alpha)
}

public struct MTLTextureUsage: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let unknown = MTLTextureUsage([])
    public static let shaderRead = MTLTextureUsage(rawValue: 1 << 0)
    public static let shaderWrite = MTLTextureUsage(rawValue: 1 << 1)
    public static let renderTarget = MTLTextureUsage(rawValue: 1 << 2)
    public static let pixelFormatView = MTLTextureUsage(rawValue: 1 << 4)
}

public enum MTLStorageMode: UInt, Sendable { case shared = 0, managed = 1, `private` = 2, memoryless = 3 }

/// The GPU (Apple: `protocol MTLDevice : NSObjectProtocol, Sendable`).
public protocol MTLDevice: NSObjectProtocol, Sendable {
    var name: String { get }
}

/// The device `MTLCreateSystemDefaultDevice()` returns on this surface.
public final class _SurfaceMTLDevice: NSObject, MTLDevice, @unchecked Sendable {
    public let name: String
    public init(name: String) { self.name = name; super.init() }
}

/// Apple returns nil only where Metal is unsupported; the surface always has a device.
public func MTLCreateSystemDefaultDevice() -> (any MTLDevice)? { _SurfaceMTLDevice(name: "UIKitSurface Metal device") }
