#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file a piece of loaded code came from: the executable, or the shared library holding it.
public enum LoadedImage {
    /// The stamp of the file holding the code at `address`, or of the running executable when
    /// that file cannot be found; nil when neither can.
    public static func stamp(containing address: UnsafeRawPointer) -> FileStamp? {
        if let path = file(containing: UInt(bitPattern: address)), let stamp = FileIO.stamp(path), stamp.isRegular { return stamp }
        return executablePath.flatMap(FileIO.stamp)
    }

    /// The path of the file mapped at `address`.
    static func file(containing address: UInt) -> String? {
        #if os(Linux)
        // /proc/self/maps: `start-end perms offset dev inode path` per mapping, addresses in hex.
        guard let bytes = try? FileIO.read("/proc/self/maps") else { return nil }
        for line in bytes.split(separator: 0x0A) {
            let fields = line.split(separator: 0x20, maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, let dash = fields[0].firstIndex(of: 0x2D),
                  let start = UInt(String(decoding: fields[0][..<dash], as: UTF8.self), radix: 16),
                  let end = UInt(String(decoding: fields[0][(dash + 1)...], as: UTF8.self), radix: 16),
                  start <= address, address < end else { continue }
            let path = String(decoding: fields[5], as: UTF8.self).trimmingLeadingSpaces
            return path.hasPrefix("/") ? path : nil
        }
        return nil
        #elseif canImport(Darwin)
        var info = Dl_info()
        guard dladdr(UnsafeRawPointer(bitPattern: address), &info) != 0, let name = info.dli_fname else { return nil }
        let path = String(cString: name)
        return path.hasPrefix("/") ? path : nil
        #else
        return nil
        #endif
    }

    /// The running executable's absolute path.
    public static let executablePath: String? = {
        #if os(Linux)
        return FileIO.realpath("/proc/self/exe")
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return FileIO.realpath(String(cString: buffer))
        #else
        return nil
        #endif
    }()
}

private extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
