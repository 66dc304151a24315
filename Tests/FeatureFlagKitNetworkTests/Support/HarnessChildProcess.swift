import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started by the harness, with a bounded, run-once stop.
///
/// Shared by `NginxServer`, `FaultServer` and `WriterProcess` (the `override-writer` children).
/// Safe to use from any thread.
final class HarnessChildProcess: @unchecked Sendable {
    private let process = Process()
    private let exitSignal = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var exited = false
    /// Guards `stopRequested` apart from `lock`, which `waitForExit` holds while it waits.
    private let stopLock = NSLock()
    private var stopRequested = false

    init(
        executable: URL,
        arguments: [String],
        standardInput: Any? = nil,
        standardOutput: Any? = nil,
        standardError: Any? = nil
    ) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = standardInput ?? FileHandle.nullDevice
        process.standardOutput = standardOutput ?? FileHandle.nullDevice
        process.standardError = standardError ?? FileHandle.nullDevice
        let exitSignal = self.exitSignal
        process.terminationHandler = { _ in exitSignal.signal() }
        try process.run()
    }

    /// The exit status; meaningful once ``waitForExit(timeout:)`` has returned `true`.
    var terminationStatus: Int32 { process.terminationStatus }

    /// Whether the process has exited (without waiting).
    var hasExited: Bool { waitForExit(timeout: 0) }

    /// Waits up to `timeout` seconds for the process to exit; returns whether it has.
    @discardableResult
    func waitForExit(timeout: TimeInterval) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if exited { return true }
        if exitSignal.wait(timeout: .now() + timeout) == .success {
            exited = true
        }
        return exited
    }

    /// Sends `signal`, waits up to `timeout` seconds, then SIGKILLs and waits.
    ///
    /// Only the first call does this; later calls return at once. Returns `true` on the first
    /// call (even if the process had already exited), so an owner can run its own cleanup once.
    @discardableResult
    func stop(signal: Int32 = SIGTERM, timeout: TimeInterval = 5) -> Bool {
        let isFirstCall = stopLock.withLock {
            defer { stopRequested = true }
            return !stopRequested
        }
        guard isFirstCall else { return false }
        if waitForExit(timeout: 0) { return true }
        kill(process.processIdentifier, signal)
        if waitForExit(timeout: timeout) { return true }
        kill(process.processIdentifier, SIGKILL)
        waitForExit(timeout: timeout)
        return true
    }
}
