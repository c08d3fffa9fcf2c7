import ArgumentParser
import Foundation
import Logging
import XibPlatform

enum ColorMode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

/// Colours for human output: `error:` red, `warning:` yellow, `wrote`/`regenerated` green.
struct Colorizer: Sendable {
    var stdout = false
    var stderr = false

    /// `auto`: a stream is coloured when it is a terminal, `TERM` is not `dumb` and `NO_COLOR` is
    /// unset or empty (https://no-color.org). `always`/`never` win over the environment.
    static func resolve(_ mode: ColorMode, environment: [String: String] = Environment.values(["NO_COLOR", "TERM"])) -> Colorizer {
        switch mode {
        case .always: return Colorizer(stdout: true, stderr: true)
        case .never: return Colorizer()
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return Colorizer() }
            if environment["TERM"] == "dumb" { return Colorizer() }
            return Colorizer(stdout: StandardStreams.isTerminal(StandardStreams.output), stderr: StandardStreams.isTerminal(StandardStreams.error))
        }
    }

    static let red = "\u{1B}[1;31m", yellow = "\u{1B}[1;33m", green = "\u{1B}[32m", reset = "\u{1B}[0m"

    static func paint(_ line: String) -> String {
        for word in ["wrote ", "regenerated "] where line.hasPrefix(word) {
            return green + String(word.dropLast()) + reset + String(line.dropFirst(word.count - 1))
        }
        let error = line.range(of: ": error: ") ?? (line.hasPrefix("error: ") ? line.range(of: "error: ") : nil)
        let warning = line.range(of: ": warning: ") ?? (line.hasPrefix("warning: ") ? line.range(of: "warning: ") : nil)
        let found: (Range<String.Index>, String)?
        switch (error, warning) {
        case let (e?, w?): found = e.lowerBound <= w.lowerBound ? (e, red) : (w, yellow)
        case let (e?, nil): found = (e, red)
        case let (nil, w?): found = (w, yellow)
        case (nil, nil): found = nil
        }
        guard let (range, color) = found else { return line }
        // Colour the word and its colon, not the surrounding ": " / " ".
        var start = range.lowerBound
        if line[start] == ":" { start = line.index(start, offsetBy: 2) }
        let end = line.index(before: range.upperBound)
        return String(line[..<start]) + color + String(line[start..<end]) + reset + String(line[end...])
    }

    func out(_ lines: [String]) -> [String] { stdout ? lines.map(Self.paint) : lines }
    func err(_ lines: [String]) -> [String] { stderr ? lines.map(Self.paint) : lines }
}

/// Process-wide output settings, fixed once at the start of a command's `run()`.
enum Console {
    nonisolated(unsafe) static var colors = Colorizer()
    nonisolated(unsafe) private static var bootstrapped = false
    static let logger = Logger(label: "xibgen")

    static func setUp(color: ColorMode, verbose: Bool, quiet: Bool) {
        colors = Colorizer.resolve(color)
        guard !bootstrapped else { return }
        bootstrapped = true
        let level: Logger.Level = verbose ? .debug : quiet ? .error : .info
        let colors = self.colors
        LoggingSystem.bootstrap { label in
            var handler = StderrLogHandler(label: label, colors: colors)
            handler.logLevel = level
            return handler
        }
    }

    /// Lines on stdout / stderr, one write each.
    static func out(_ lines: [String]) { Self.write(StandardStreams.output, colors.out(lines)) }
    static func err(_ lines: [String]) { Self.write(StandardStreams.error, colors.err(lines)) }
    static func error(_ message: String) { err(["xibgen: error: \(message)"]) }

    static func write(_ fd: Int32, _ lines: [String]) {
        guard !lines.isEmpty else { return }
        if fd == StandardStreams.output { StandardStreams.flushBuffered() }  // after anything print() buffered
        StandardStreams.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: fd)
    }

}

/// swift-log → stderr, in xibgen's own line format: `xibgen: message` (debug, info, notice),
/// `xibgen: warning: message`, `xibgen: error: message`; metadata as ` key=value`.
struct StderrLogHandler: LogHandler {
    let label: String
    let colors: Colorizer
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    init(label: String, colors: Colorizer) {
        self.label = label
        self.colors = colors
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var text = "xibgen: "
        switch event.level {
        case .trace, .debug, .info, .notice: break
        case .warning: text += "warning: "
        case .error, .critical: text += "error: "
        }
        text += event.message.description
        let all = metadata.merging(event.metadata ?? [:]) { $1 }
        for key in all.keys.sorted() { text += " \(key)=\(all[key]!)" }
        Console.write(StandardStreams.error, colors.err([text]))
    }
}
