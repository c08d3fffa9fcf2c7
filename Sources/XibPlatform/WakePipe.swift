#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A self-pipe: a thread waiting for a descriptor in `wait(readable:timeoutMilliseconds:)` is
/// woken by another thread's `wake()`. Both ends are non-blocking (O_NONBLOCK, set with
/// fcntl(2), as Darwin has no pipe2) and close on exec.
public final class WakePipe: @unchecked Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32

    public init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Wakes the waiting thread (a byte in the pipe; a full pipe already wakes it).
    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    public struct Readiness: Sendable, Equatable {
        /// The descriptor has something to read.
        public var readable: Bool
        /// `wake()` was called (the pipe has been drained).
        public var woken: Bool
    }

    /// Waits (poll(2)) until `descriptor` is readable, `wake()` is called, or `timeout` passes
    /// (-1: no timeout). Nil when poll fails for another reason than a signal.
    public func wait(readable descriptor: Int32, timeoutMilliseconds timeout: Int32) -> Readiness? {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)]
        let rc = poll(&fds, 2, timeout)
        if rc < 0 {
            return SystemError.current == EINTR ? Readiness(readable: false, woken: false) : nil
        }
        let woken = fds[1].revents != 0
        if woken {
            var scratch = [UInt8](repeating: 0, count: 64)
            while read(readEnd, &scratch, scratch.count) > 0 {}
        }
        return Readiness(readable: fds[0].revents != 0, woken: woken)
    }
}
