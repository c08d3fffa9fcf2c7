/// The oldest iOS version the generated code must run on (`style.deploymentTarget`). Features
/// that have a newer API ask it which to write: at 17 or later, size-class variations re-apply
/// through `registerForTraitChanges(_:handler:)` instead of the deprecated
/// `traitCollectionDidChange(_:)`.
public struct DeploymentTarget: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `13`, `13.0`, `16.4` (a patch number is accepted and does not matter: `16.4.1` is 16.4).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(parts[0]) else { return nil }
        self.init(major, parts.count > 1 ? Int(parts[1])! : 0)
    }

    /// The default and the lowest accepted: generated code uses iOS 13 API throughout (system
    /// colors such as `.label`, SF Symbols through `UIImage(systemName:)`), whatever the XIB.
    public static let minimum = DeploymentTarget(13)

    /// iOS 17: trait change registration (`registerForTraitChanges`); `traitCollectionDidChange(_:)` is deprecated.
    public static let traitChangeRegistration = DeploymentTarget(17)
    /// iOS 17: `UIImage(resource:)`, `UIColor(resource:)` and Xcode's asset symbols (`style.assetSymbols`).
    public static let assetSymbols = DeploymentTarget(17)
    /// iOS 17: UIKit's `#Preview` macro and `PreviewTrait`.
    public static let previewMacro = DeploymentTarget(17)
    /// iOS 15: `UIButton.Configuration` (a button with one is configured in an `if #available` block below it).
    public static let buttonConfiguration = DeploymentTarget(15)

    public var description: String { "\(major).\(minor)" }

    public static func < (a: DeploymentTarget, b: DeploymentTarget) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
}
