import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names the input being decoded when the process dies on it, so that a crash or a hang
/// still prints its replay line.
///
/// A crash (a trap, a stack overflow) ends the test process, so no assertion can report it:
/// a signal handler prints the current input's description, then hands the signal back to
/// the previous handler (the Swift runtime's backtracer prints the stack). An input that
/// never finishes is caught by a thread that checks once a second and aborts the process
/// after `hangLimit`, printing the same description.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum FuzzWatchdog {
    /// How long one input may run before the process is stopped as hung.
    static let hangLimit: Duration = .seconds(30)
    private static let signals = [SIGILL, SIGSEGV, SIGBUS, SIGTRAP, SIGFPE, SIGABRT]
    private static let capacity = 1_024
    private static let lock = NSLock()
    // Written by the fuzzing thread under `lock`; the signal handler reads them without one
    // (a lock is not async-signal-safe), which is sound because it only prints when it runs
    // on the fuzzing thread itself, after `begin` returned.
    private nonisolated(unsafe) static let message = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    private nonisolated(unsafe) static var messageLength = 0
    private nonisolated(unsafe) static var fuzzingThread: pthread_t?
    private nonisolated(unsafe) static var startedAt: ContinuousClock.Instant?
    private nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
    private static let installation: Void = install()

    /// Marks `description` as the input now running on this thread.
    static func begin(_ description: String) {
        _ = installation
        ensureAlternateStack()
        let bytes = Array("\n\(description)\n".utf8.prefix(capacity))
        lock.withLock {
            bytes.withUnsafeBufferPointer { message.update(from: $0.baseAddress!, count: bytes.count) }
            messageLength = bytes.count
            fuzzingThread = pthread_self()
            startedAt = .now
        }
    }

    /// Marks the current input as finished.
    static func end() {
        lock.withLock {
            fuzzingThread = nil
            startedAt = nil
        }
    }

    private static func install() {
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = reportCrash
            #else
            action.__sigaction_u.__sa_handler = reportCrash
            #endif
            action.sa_flags = SA_ONSTACK
            sigaction(signal, &action, previousActions + Int(signal))
        }
        Thread.detachNewThread(watchForHangs)
    }

    /// Runs on the crashing thread: prints the input if it is the fuzzing one, then restores
    /// the previous handler; returning re-runs the faulting instruction, which raises the
    /// signal again for that handler.
    private static let reportCrash: @convention(c) (Int32) -> Void = { signal in
        if let thread = fuzzingThread, pthread_equal(thread, pthread_self()) != 0 {
            _ = write(STDERR_FILENO, message, messageLength)
        }
        sigaction(signal, previousActions + Int(signal), nil)
        if signal == SIGABRT { raise(SIGABRT) }
    }

    private static func watchForHangs() {
        while true {
            Thread.sleep(forTimeInterval: 1)
            let hung = lock.withLock { startedAt.map { $0.duration(to: .now) > hangLimit } ?? false }
            guard hung else { continue }
            lock.withLock { _ = write(STDERR_FILENO, message, messageLength) }
            FileHandle.standardError.write(
                Data("The input above ran for more than \(hangLimit); stopping the test process.\n".utf8))
            abort()
        }
    }

    /// Gives this thread a signal stack, so that a stack overflow can still be reported.
    private static func ensureAlternateStack() {
        var current = stack_t()
        sigaltstack(nil, &current)
        guard current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        let size = 1 << 16
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        sigaltstack(&stack, nil)
    }
}
