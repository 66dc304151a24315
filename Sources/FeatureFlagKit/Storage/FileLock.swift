import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock on a lock file next to a file (`<name>.lock`), held by one
/// thread of one process at a time, and waited for at most ``timeout``.
///
/// Threads of this process wait on an in-process lock first; processes exclude each other
/// with `flock` on the lock file, which is created once and never removed (removing it would
/// let two writers lock two different files). Writers hold the lock only to read and replace
/// one small file, so a lock still held after ``timeout`` has a holder that is stuck (an app
/// extension suspended mid-save, a read hung on a network volume); rather than block its
/// caller, perhaps the main thread, for as long as that lasts, the wait gives up with a
/// ``FileFailure``.
///
/// The body runs synchronously and the lock is released before ``withLock(next:_:)`` returns,
/// so the lock is never held across an `await`, where a task could be suspended with it.
///
/// The bound is on waiting for a holder: creating the folder, opening the lock file and the
/// body's own reads and writes are file system calls like any other, and a file system that
/// stops answering (a hung network volume) blocks them too.
enum FileLock {
    /// How long ``withLock(next:_:)`` waits for the lock, for this process's other threads and
    /// other processes together: 2 seconds. A holder keeps it for one read and one write of a
    /// small file, milliseconds even with a full flush, so a wait this long means a stuck
    /// holder; and a caller on the main thread stalls for well under the seconds the system's
    /// watchdog allows before it ends an unresponsive app.
    static let timeout: TimeInterval = 2

    /// The longest pause between two attempts to take the lock file from another process. A
    /// waiter that polls gets no hand-over when the lock is released, so the pauses stay short
    /// enough that a writer retaking the lock at once can't keep it from a waiter for long.
    private static let longestPause: TimeInterval = 0.01

    private static let threadLocks = Protected<[String: NSLock]>([:])

    /// Runs `body` while holding the lock for `url`.
    ///
    /// - Throws: ``FileFailure`` without running `body` if the lock file can't be created or
    ///   locked, or if another thread or process holds the lock for longer than ``timeout``;
    ///   what `body` throws.
    static func withLock<Result>(next url: URL, _ body: () throws -> Result) throws -> Result {
        let path = url.standardizedFileURL.path + ".lock"
        let deadline = DispatchTime.now() + timeout
        let threadLock = threadLocks.withValue { locks in
            if let lock = locks[path] { return lock }
            let lock = NSLock()
            locks[path] = lock
            return lock
        }
        let now = DispatchTime.now()
        let left = now < deadline ? Double(deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1e9 : 0
        guard threadLock.lock(before: Date(timeIntervalSinceNow: left)) else {
            throw heldTooLong(path, by: "another thread of this process")
        }
        defer { threadLock.unlock() }
        let descriptor = try acquire(path, before: deadline)
        defer {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        return try body()
    }

    /// Opens and locks the lock file at `path`, trying again with pauses that grow to
    /// ``longestPause`` while another process holds it, until `deadline`.
    private static func acquire(_ path: String, before deadline: DispatchTime) throws(FileFailure) -> Int32 {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw FileFailure(reason: "cannot create \(folder): \(error.localizedDescription)")
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FileFailure(reason: "cannot open the lock file \(path): \(String(cString: strerror(errno)))")
        }
        var pause = 0.001
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let error = errno
            if error == EINTR { continue }
            guard error == EWOULDBLOCK else {
                close(descriptor)
                throw FileFailure(reason: "cannot lock \(path): \(String(cString: strerror(error)))")
            }
            let now = DispatchTime.now()
            guard now < deadline else {
                close(descriptor)
                throw heldTooLong(path, by: "another process")
            }
            let remaining = TimeInterval(deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1e9
            Thread.sleep(forTimeInterval: min(pause, remaining))
            pause = min(pause * 2, longestPause)
        }
        return descriptor
    }

    /// The failure of a wait for the lock file at `path` that `holder` kept past ``timeout``.
    private static func heldTooLong(_ path: String, by holder: String) -> FileFailure {
        FileFailure(
            reason: "the lock file \(path) is held by \(holder); gave up waiting for it after "
                + "\(String(format: "%g", timeout)) seconds")
    }
}
