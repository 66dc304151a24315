import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock on a lock file next to a file (`<name>.lock`), held by one
/// thread of one process at a time.
///
/// Threads of this process wait on an in-process lock first; processes exclude each other
/// with `flock` on the lock file, which is created once and never removed (removing it would
/// let two writers lock two different files). A writer waits as long as another holds the
/// lock; writers hold it only to read and replace one small file.
enum FileLock {
    private static let threadLocks = Protected<[String: Lock]>([:])

    /// Runs `body` while holding the lock for `url`.
    static func withLock<Result>(next url: URL, _ body: () throws -> Result) throws -> Result {
        let path = url.standardizedFileURL.path + ".lock"
        let threadLock = threadLocks.withValue { locks in
            if let lock = locks[path] { return lock }
            let lock = Lock()
            locks[path] = lock
            return lock
        }
        return try threadLock.withLock {
            let descriptor = try acquire(path)
            defer {
                flock(descriptor, LOCK_UN)
                close(descriptor)
            }
            return try body()
        }
    }

    private static func acquire(_ path: String) throws(FileFailure) -> Int32 {
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
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = "cannot lock \(path): \(String(cString: strerror(errno)))"
                close(descriptor)
                throw FileFailure(reason: reason)
            }
        }
        return descriptor
    }
}
