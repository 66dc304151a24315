import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exit status and combined output of a finished command.
struct CommandResult: Sendable {
    let status: Int32
    let output: String

    /// Runs `executable` (looked up on `PATH` if it has no slash) and waits for it, at most
    /// `timeLimit` seconds: a hang detector with room for a nested build on a loaded machine.
    ///
    /// The wait happens on a thread of its own. A nested `swift build` takes minutes, and a test
    /// that blocked a thread of Swift concurrency's pool (two threads on a two-core machine) for
    /// that long would starve every other test of the run.
    ///
    /// - Throws: ``TimedOut`` if the command was stopped at its time limit.
    static func run(_ executable: String, _ arguments: [String], timeLimit: TimeInterval = 900) async throws
        -> CommandResult
    {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try runBlocking(executable, arguments, timeLimit: timeLimit) })
            }.start()
        }
    }

    /// ``run(_:_:timeLimit:)`` on the calling thread, which it blocks until the command ends.
    static func runBlocking(_ executable: String, _ arguments: [String], timeLimit: TimeInterval) throws
        -> CommandResult
    {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let watchdog = CommandWatchdog(process, limit: timeLimit)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        guard watchdog.finish() else {
            throw TimedOut(
                command: ([executable] + arguments).joined(separator: " "), timeLimit: timeLimit, output: output)
        }
        return CommandResult(status: process.terminationStatus, output: output)
    }

    /// A command ran past its time limit and was stopped, with everything it had started.
    struct TimedOut: Error, CustomStringConvertible {
        let command: String
        let timeLimit: TimeInterval
        /// What the command printed before it was stopped.
        let output: String

        var description: String {
            "`\(command)` ran for more than \(Int(timeLimit)) s and was stopped (a hang?). Its output:\n\(output)"
        }
    }
}

/// Stops a command once its time limit has passed: SIGINT to its process group first, as
/// Ctrl-C would, then SIGKILL to the group after a grace period.
///
/// The order matters for `swift build`: it runs each compiler job in a process group of its
/// own (measured), so only SwiftPM, on SIGINT, can stop those jobs, and they hold the output
/// pipe open. SIGKILL then ends whatever in the group ignored SIGINT. (Foundation starts the
/// child as the leader of a new process group on Linux; elsewhere the child alone is signalled.)
///
/// The watchdog waits on a thread of its own, not on Dispatch's global queue: other tests can
/// keep that queue's few workers busy for minutes (a cancelled URLSession task waits there), and
/// a time limit must hold whatever else the run is doing.
///
/// `@unchecked Sendable`: `state` is guarded by `lock`; `Process` is thread-safe for
/// `isRunning` and `processIdentifier`.
private final class CommandWatchdog: @unchecked Sendable {
    private enum State { case running, stopping, finished }

    /// How long the group has after SIGINT before SIGKILL.
    static let gracePeriod: TimeInterval = 10
    private let process: Process
    private let lock = NSLock()
    private var state = State.running
    private let finished = DispatchSemaphore(value: 0)

    init(_ process: Process, limit: TimeInterval) {
        self.process = process
        Thread { [self] in
            if finished.wait(timeout: .now() + limit) == .timedOut { stop() }
        }.start()
    }

    /// Marks the command as finished; returns `false` if it was stopped at its time limit.
    func finish() -> Bool {
        defer { finished.signal() }
        return lock.withLock {
            defer { if state == .running { state = .finished } }
            return state == .running
        }
    }

    private func stop() {
        let isRunning = lock.withLock {
            defer { if state == .running { state = .stopping } }
            return state == .running
        }
        guard isRunning else { return }
        signalGroup(SIGINT)
        let deadline = Date(timeIntervalSinceNow: Self.gracePeriod)
        while groupExists() && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        signalGroup(SIGKILL)
    }

    private func groupExists() -> Bool {
        kill(-process.processIdentifier, 0) == 0 || process.isRunning
    }

    private func signalGroup(_ signal: Int32) {
        if kill(-process.processIdentifier, signal) != 0 && process.isRunning {
            kill(process.processIdentifier, signal)
        }
    }
}
