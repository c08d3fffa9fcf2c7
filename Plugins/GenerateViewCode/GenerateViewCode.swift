import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-view-code [--target T…] [--check] [xibgen options…]`
///
/// Runs `xibgen --once` in the package directory, so the package's `xibgen.yml` (if any)
/// applies: without `--target`, the configured roots (default: the whole package directory;
/// `.build` is always skipped); with `--target`, only those targets' directories.
/// `--check` writes nothing and fails if an output is out of date. Other arguments
/// (`--force`, `--verbose`, `--report json`, `--config FILE`…) are passed to xibgen.
@main
struct GenerateViewCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments

        let xibgen = try context.tool(named: "xibgen")
        let packageDirectory = context.package.directoryURL
        var directories: [String] = []
        if !targetNames.isEmpty {
            directories = try context.package.targets(named: targetNames).map { $0.directoryURL.path(percentEncoded: false) }
        }

        let process = Process()
        process.executableURL = xibgen.url
        process.currentDirectoryURL = packageDirectory
        process.arguments = ["--once"] + passThrough + (directories.isEmpty ? [] : ["--"] + directories)
        try process.run()
        process.waitUntilExit()

        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenerateViewCodeError(status: process.terminationStatus)
        }
    }
}

struct GenerateViewCodeError: Error, CustomStringConvertible {
    var status: Int32
    var description: String {
        "xibgen failed (exit status \(status)); see its messages above"
    }
}
