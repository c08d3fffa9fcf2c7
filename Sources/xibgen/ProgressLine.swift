import Foundation
import XibPlatform

/// `xibgen: 812/1475 files (2030 files/s)` on a terminal while a long run converts: redrawn in
/// place (carriage return, erase to the end of the line) at most every `interval` once the run
/// has taken `delay`, so quick runs never flicker; erased when the run ends, before its report.
final class ProgressLine: @unchecked Sendable {
    /// Where the line goes (one write per redraw).
    private let emit: @Sendable ([UInt8]) -> Void
    /// Seconds on a monotonic clock.
    private let now: @Sendable () -> Double
    private let delay: Double
    private let interval: Double
    private let start: Double

    private let lock = NSLock()
    private var lastDraw: Double?
    private var shown = false

    init(delay: Double = 0.5, interval: Double = 0.1,
         now: @escaping @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 },
         write: @escaping @Sendable ([UInt8]) -> Void) {
        self.delay = delay
        self.interval = interval
        self.now = now
        self.emit = write
        self.start = now()
    }

    /// Whether a progress line belongs on standard error: a human report, not `--quiet`, on a
    /// terminal that can erase a line (`TERM` is not `dumb`), and not in CI (`CI` set and not
    /// empty, as CI services set it), where logs keep every redraw.
    static func wanted(human: Bool, quiet: Bool, environment: [String: String] = Environment.values(["CI", "TERM"]),
                       isTerminal: Bool = StandardStreams.isTerminal(StandardStreams.error)) -> Bool {
        guard human, !quiet, isTerminal else { return false }
        if let ci = environment["CI"], !ci.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    static let eraseLine = "\r\u{1B}[K"

    /// The line's text for `done` of `total` files after `seconds`.
    static func text(done: Int, total: Int, seconds: Double) -> String {
        let rate = seconds > 0 ? Int((Double(done) / seconds).rounded()) : 0
        return "xibgen: \(done)/\(total) files (\(rate) files/s)"
    }

    func update(done: Int, total: Int) {
        let time = now()
        let elapsed = time - start
        guard elapsed >= delay else { return }
        lock.lock()
        defer { lock.unlock() }
        if let lastDraw, time - lastDraw < interval, done < total { return }
        lastDraw = time
        shown = true
        emit(Array((Self.eraseLine + Self.text(done: done, total: total, seconds: elapsed)).utf8))
    }

    /// Erases the line if it was drawn.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { emit(Array(Self.eraseLine.utf8)) }
        shown = false
    }
}
