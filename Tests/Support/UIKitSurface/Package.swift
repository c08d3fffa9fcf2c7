// swift-tools-version:6.0
import PackageDescription

// A faithful (signature-level) stand-in for Apple's UIKit & friends on Linux,
// so generated view code can be type-checked and executed in tests.
// Module names match Apple's so generated files compile unchanged.
//
// XIBGEN_OBJC_TYPECHECK is defined only by scripts/typecheck-generated when it
// builds the Objective-C-interop flavour of these modules (see ../README.md).
let package = Package(
    name: "UIKitSurface",
    products: [
        .library(name: "ObjectiveC", targets: ["ObjectiveC"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "Metal", targets: ["Metal"]),
        .library(name: "MetalKit", targets: ["MetalKit"]),
        .library(name: "SpriteKit", targets: ["SpriteKit"]),
        .library(name: "DeveloperToolsSupport", targets: ["DeveloperToolsSupport"]),
        // One shared object with every module, for linking generated code
        // compiled outside SwiftPM (scripts/typecheck-generated --run).
        .library(name: "UIKitSurfaceDynamic", type: .dynamic,
                 targets: ["ObjectiveC", "_Testing_CoreGraphics", "_Testing_UIKit", "CoreGraphics", "QuartzCore", "DeveloperToolsSupport", "UIKit", "WebKit", "MapKit", "Metal", "MetalKit", "SpriteKit"]),
    ],
    targets: [
        .target(name: "ObjectiveC"),
        .target(name: "CoreGraphics", dependencies: ["ObjectiveC", "_Testing_CoreGraphics"]),
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "ObjectiveC"]),
        // Xcode previews (`PreviewTrait`, `Preview.ViewTraits`); UIKit's `#Preview` macros use them.
        .target(name: "DeveloperToolsSupport"),
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "ObjectiveC", "DeveloperToolsSupport", "_Testing_UIKit"]),
        .target(name: "_Testing_UIKit"),
        .target(name: "WebKit", dependencies: ["UIKit"]),
        .target(name: "MapKit", dependencies: ["UIKit"]),
        .target(name: "Metal", dependencies: ["ObjectiveC"]),
        .target(name: "MetalKit", dependencies: ["Metal", "UIKit"]),
        .target(name: "SpriteKit", dependencies: ["UIKit"]),
        .testTarget(name: "UIKitSurfaceTests", dependencies: ["UIKit", "WebKit", "MapKit", "MetalKit"]),
    ]
)
