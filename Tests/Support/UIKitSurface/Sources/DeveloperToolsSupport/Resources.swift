// DeveloperToolsSupport: the resource types of Xcode's generated asset symbols (Xcode 15,
// iOS 17). Signatures from Apple's documentation. Xcode's `GeneratedAssetSymbols.swift` adds one
// static member per catalog image or color (`extension ImageResource { static let logo = … }`);
// tests generate that extension themselves (Tests/Support/README.md).
import Foundation

/// Apple: `struct ImageResource` — a resource that can be used to create an image.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ImageResource: Hashable, @unchecked Sendable {
    /// The asset's name in its catalog (surface extension).
    public let _name: String
    /// The bundle it is looked up in (surface extension).
    public let _bundle: Bundle

    /// Apple: `init(name: String, bundle: Bundle)`.
    public init(name: String, bundle: Bundle) {
        _name = name
        _bundle = bundle
    }
}

/// Apple: `struct ColorResource` — a resource that can be used to create a color.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ColorResource: Hashable, @unchecked Sendable {
    /// The asset's name in its catalog (surface extension).
    public let _name: String
    /// The bundle it is looked up in (surface extension).
    public let _bundle: Bundle

    /// Apple: `init(name: String, bundle: Bundle)`.
    public init(name: String, bundle: Bundle) {
        _name = name
        _bundle = bundle
    }
}
