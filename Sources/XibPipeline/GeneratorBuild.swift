import Foundation
import XibGenerator
import XibPlatform

/// Which build of the generator is running, for what must not outlive it: the failure memo's
/// diagnostics, which a generator fixed without a version bump (a development build, a patched
/// binary) would no longer produce.
///
/// The identity is the version and the stamp (device, inode, size, modification time) of the
/// file the generator's code was loaded from: the executable for `swift run`, `scripts/install`'s
/// static binary and the SwiftPM plugin's tool (the generator is linked into each), or the shared
/// library of an app that embeds XibgenKit. Every link writes a new file, so a changed generator
/// is always a new identity, found with one `dladdr` and one `stat`. Hashing the binary instead
/// would cost a read of tens of megabytes per run, and a build-time hash of the sources would
/// miss the compiler, dependencies and flags; a stamp can only err the safe way: a relink of
/// unchanged code re-parses the few XIBs that failed.
public enum GeneratorBuild {
    public static let identity: String = {
        let address = unsafeBitCast(ViewCodeGenerator.codeAddress, to: UnsafeRawPointer.self)
        guard let stamp = LoadedImage.stamp(containing: address) else {
            // Not found: an identity of this process alone, so no failure memo from another is trusted.
            return SHA256Hex.of(Array("unknown \(UUID().uuidString)".utf8))
        }
        return SHA256Hex.of(Array("\(XibgenVersion.current) \(stamp.device) \(stamp.inode) \(stamp.size) \(stamp.mtimeNanos)".utf8))
    }()
}
