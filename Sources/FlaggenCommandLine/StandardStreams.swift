import Foundation

#if canImport(Glibc)
import Glibc

private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin

private let systemWrite = Darwin.write
#endif

/// The process's standard output and standard error, unbuffered, for a command-line tool.
///
/// A stream that can't be written (a full disk, a closed descriptor) never traps: the first
/// failure on standard output is reported on standard error, later writes to that stream are
/// dropped, and ``exitStatus(after:)`` turns a success into a failure. A pipe whose reader went
/// away is left unsaid, as Unix tools do: where `SIGPIPE` is not ignored it ends the process,
/// else the write fails with `EPIPE` and the exit status is a failure.
///
/// ```swift
/// let streams = StandardStreams()
/// exit(streams.exitStatus(after: FlaggenTool.run(arguments, output: streams)))
/// ```
///
/// `@unchecked Sendable`: the failure flags are read and written only under `lock`.
package final class StandardStreams: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var hasFailed = false
    private var failedDescriptors: Set<Int32> = []
    private var closedDescriptors: Set<Int32> = []

    /// The standard streams. A standard descriptor that is closed is opened on `/dev/null`
    /// first, so that no file the command opens takes its number, and writes to it count as
    /// failed.
    package init() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", O_RDWR)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
            closedDescriptors.insert(descriptor)
        }
    }

    package func writeOutput(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    package func writeError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// `status`, or ``ExitStatus/failure`` in place of a success when a write failed.
    package func exitStatus(after status: ExitStatus) -> Int32 {
        lock.withLock { hasFailed && status == .success ? ExitStatus.failure.rawValue : status.rawValue }
    }

    private func write(_ text: String, to descriptor: Int32) {
        guard !text.isEmpty else { return }
        lock.withLock {
            guard !failedDescriptors.contains(descriptor) else { return }
            guard !closedDescriptors.contains(descriptor) else { return fail(descriptor, reason: "it is closed") }
            let error = Self.writeAll(Array(text.utf8), to: descriptor)
            guard error != 0 else { return }
            fail(descriptor, reason: error == EPIPE ? nil : String(cString: strerror(error)))
        }
    }

    /// Notes that `descriptor` can't be written; says so on standard error if that is not the
    /// one failing and `reason` is given (a reader that went away is left unsaid).
    private func fail(_ descriptor: Int32, reason: String?) {
        hasFailed = true
        failedDescriptors.insert(descriptor)
        guard descriptor == STDOUT_FILENO, let reason, !failedDescriptors.contains(STDERR_FILENO),
            !closedDescriptors.contains(STDERR_FILENO)
        else { return }
        if Self.writeAll(Array("flaggen: error: cannot write to standard output: \(reason).\n".utf8), to: STDERR_FILENO)
            != 0
        {
            failedDescriptors.insert(STDERR_FILENO)
        }
    }

    /// Writes every byte, retrying after interruptions; the `errno` that stopped it, or 0.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }
}
