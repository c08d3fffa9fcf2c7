import XibModel

extension ElementSpec {
    /// `<mtkView>` → MetalKit's `MTKView`, made with the system's default device (the nib's view
    /// gets it the same way). `MTKView` has no `init(frame:)`: its designated initializers are
    /// `init(frame:device:)` and a non-failable `init(coder:)`.
    static let mtkView = ElementSpec(
        tag: "mtkView", uikitClass: "MTKView", module: "MetalKit", role: "metalView",
        rules: [
            // Defaults from the MTKView reference.
            .integer("sampleCount", "sampleCount", default: "1"),
            .integer("preferredFramesPerSecond", "preferredFramesPerSecond", default: "60"),
            .bool("enableSetNeedsDisplay", "enableSetNeedsDisplay", default: false),
            .bool("paused", "isPaused", default: false),
            .bool("framebufferOnly", "framebufferOnly", default: true),
            .bool("autoResizeDrawable", "autoResizeDrawable", default: true),
            .bool("presentsWithTransaction", "presentsWithTransaction", default: false),
            .number("clearDepth", "clearDepth", default: "1"),
            .integer("clearStencil", "clearStencil", default: "0"),
        ],
        customAttributes: ["colorPixelFormat", "depthStencilPixelFormat"],
        customProperties: ["clearColor", "drawableSize"],
        initializer: { context in "\(context.className)(frame: .zero, device: MTLCreateSystemDefaultDevice())" },
        configure: { context in
            for (attribute, fallback) in [("colorPixelFormat", "bgra8Unorm"), ("depthStencilPixelFormat", "invalid")] {
                guard let value = context.object[attribute: attribute] else { continue }
                guard let format = MetalPixelFormat.swiftCase(value) else {
                    context.unsupported("unsupported-attribute", "mtkView attribute \(attribute)=\"\(value)\" is not an MTLPixelFormat", at: context.object.location)
                    continue
                }
                if format != fallback { context.emit("\(attribute) = .\(format)") }
            }
            if let node = context.object.property(key: "clearColor", named: "color") {
                if let color = XibColorParser.parse(node), let components = MetalPixelFormat.clearColor(color) {
                    if components != "MTLClearColor(red: 0, green: 0, blue: 0, alpha: 1)" { context.emit("clearColor = \(components)") }
                } else {
                    context.unsupported("unsupported-property", "mtkView clear color is not a red/green/blue or white color", at: node.location)
                }
            }
            if let size = context.object.property(key: "drawableSize", named: "size"),
               let width = size[attribute: "width"].flatMap(SwiftLiteral.number), let height = size[attribute: "height"].flatMap(SwiftLiteral.number) {
                context.emit("drawableSize = CGSize(width: \(width), height: \(height))")
            }
        },
        delegateProtocols: ["delegate": "MTKViewDelegate"],
        rootShape: RootShape(
            parameters: "frame frameRect: CGRect, device: (any MTLDevice)?", superArguments: "frame: frameRect, device: device",
            failableCoder: false,
            members: { _ in
                [TypeMember(documentation: "/// A view on the system's default Metal device, as the nib's.",
                            declaration: "convenience init(frame: CGRect)",
                            lines: ["self.init(frame: frame, device: MTLCreateSystemDefaultDevice())"])]
            }),
        examples: [
            // Before Interface Builder's library had it, an MTKView was a view of that class.
            TranslationExample(
                #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mv" userLabel="LocalVideo" customClass="MTKView"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view>"#,
                emits: ["import MetalKit", "let metalView = MTKView(frame: .zero, device: MTLCreateSystemDefaultDevice())"],
                omits: ["MTKView()"]),
            TranslationExample(
                #"<mtkView contentMode="scaleToFill" colorPixelFormat="BGRA8Unorm_sRGB" depthStencilPixelFormat="Depth32Float" sampleCount="4" preferredFramesPerSecond="30" enableSetNeedsDisplay="YES" paused="YES" framebufferOnly="NO" translatesAutoresizingMaskIntoConstraints="NO" id="mv"><rect key="frame" x="0.0" y="0.0" width="320" height="240"/><color key="clearColor" red="0.0" green="0.0" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></mtkView>"#,
                emits: [
                    "import MetalKit", "let metalView = MTKView(frame: .zero, device: MTLCreateSystemDefaultDevice())",
                    "metalView.colorPixelFormat = .bgra8Unorm_srgb", "metalView.depthStencilPixelFormat = .depth32Float",
                    "metalView.sampleCount = 4", "metalView.preferredFramesPerSecond = 30", "metalView.enableSetNeedsDisplay = true",
                    "metalView.isPaused = true", "metalView.framebufferOnly = false",
                    "metalView.clearColor = MTLClearColor(red: 0, green: 0, blue: 0.2, alpha: 1)",
                ],
                omits: ["contentMode"]),
            TranslationExample(
                #"<mtkView contentMode="scaleToFill" colorPixelFormat="BGRA8Unorm" depthStencilPixelFormat="Invalid" id="mv"/>"#,
                emits: ["class FixtureLayout: MTKView", "override init(frame frameRect: CGRect, device: (any MTLDevice)?) {",
                        "required init(coder: NSCoder) {", "convenience init(frame: CGRect) {"],
                omits: ["colorPixelFormat", "depthStencilPixelFormat", "init?(coder"],
                isRoot: true),
        ]
    )
}

/// IB's pixel format names (`BGRA8Unorm_sRGB`, `Depth32Float_Stencil8`) → `MTLPixelFormat` cases
/// (`bgra8Unorm_srgb`, `depth32Float_stencil8`): the same words, Swift's case.
enum MetalPixelFormat {
    /// Every `MTLPixelFormat` case, as Apple's Swift interface names it.
    static let cases: [String] = [
        "invalid", "a8Unorm", "r8Unorm", "r8Unorm_srgb", "r8Snorm", "r8Uint", "r8Sint", "r16Unorm", "r16Snorm", "r16Uint",
        "r16Sint", "r16Float", "rg8Unorm", "rg8Unorm_srgb", "rg8Snorm", "rg8Uint", "rg8Sint", "b5g6r5Unorm", "a1bgr5Unorm",
        "abgr4Unorm", "bgr5A1Unorm", "r32Uint", "r32Sint", "r32Float", "rg16Unorm", "rg16Snorm", "rg16Uint", "rg16Sint",
        "rg16Float", "rgba8Unorm", "rgba8Unorm_srgb", "rgba8Snorm", "rgba8Uint", "rgba8Sint", "bgra8Unorm", "bgra8Unorm_srgb",
        "rgb10a2Unorm", "rgb10a2Uint", "rg11b10Float", "rgb9e5Float", "bgr10a2Unorm", "rg32Uint", "rg32Sint", "rg32Float",
        "rgba16Unorm", "rgba16Snorm", "rgba16Uint", "rgba16Sint", "rgba16Float", "rgba32Uint", "rgba32Sint", "rgba32Float",
        "gbgr422", "bgrg422", "depth16Unorm", "depth32Float", "stencil8", "depth24Unorm_stencil8", "depth32Float_stencil8",
        "x32_stencil8", "x24_stencil8", "bgra10_xr", "bgra10_xr_srgb", "bgr10_xr", "bgr10_xr_srgb",
    ]

    private static let byLowercasedName: [String: String] = Dictionary(uniqueKeysWithValues: cases.map { ($0.lowercased(), $0) })

    static func swiftCase(_ ibName: String) -> String? {
        byLowercasedName[ibName.lowercased()]
    }

    /// `MTLClearColor(red:green:blue:alpha:)` from an RGB or white color; nil for other kinds.
    static func clearColor(_ color: XibColor) -> String? {
        let n: (Double) -> String = SwiftLiteral.number
        switch color {
        case .rgb(let red, let green, let blue, let alpha, _):
            return "MTLClearColor(red: \(n(red)), green: \(n(green)), blue: \(n(blue)), alpha: \(n(alpha)))"
        case .white(let white, let alpha, _):
            return "MTLClearColor(red: \(n(white)), green: \(n(white)), blue: \(n(white)), alpha: \(n(alpha)))"
        default:
            return nil
        }
    }
}
