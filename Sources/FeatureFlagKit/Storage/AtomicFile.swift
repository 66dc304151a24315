import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces files atomically and durably with POSIX calls: write a temporary file in the same
/// folder, flush it, `rename` it over the target, flush the folder (so the rename itself
/// survives a power loss). Flushing is `F_FULLFSYNC` where Darwin has it (its `fsync` only
/// reaches the drive's cache) and `fsync` elsewhere.
enum AtomicFile {
    static func replace(_ url: URL, with data: Data) throws(FileFailure) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FileFailure(reason: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do throws(FileFailure) {
            try writeAndSync(data, to: temporary.path)
            guard rename(temporary.path, url.path) == 0 else {
                throw FileFailure(reason: "rename failed: \(errorText())")
            }
        } catch {
            unlink(temporary.path)
            throw error
        }
        try syncFolder(folder.path)
    }

    /// Removes temporary files a crashed writer left next to `url` (older than a minute, so
    /// a writer in another process is never disturbed).
    static func removeStaleTemporaryFiles(next url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let path = folder.appendingPathComponent(name).path
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            if let modified, modified < Date(timeIntervalSinceNow: -60) { unlink(path) }
        }
    }

    private static func writeAndSync(_ data: Data, to path: String) throws(FileFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileFailure(reason: "cannot create \(path): \(errorText())") }
        defer { close(descriptor) }
        let complete = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
        guard complete, flush(descriptor) else { throw FileFailure(reason: "cannot write \(path): \(errorText())") }
    }

    private static func syncFolder(_ path: String) throws(FileFailure) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileFailure(reason: "cannot open \(path) to sync it after the rename: \(errorText())")
        }
        defer { close(descriptor) }
        guard flush(descriptor) else {
            throw FileFailure(reason: "cannot sync \(path) after the rename: \(errorText())")
        }
    }

    /// Flushes `descriptor` to stable storage.
    private static func flush(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
        // Not every file system supports F_FULLFSYNC; fall back to fsync there.
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(descriptor) == 0
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// Why ``AtomicFile`` or ``FileLock`` could not do its work, in words for a message.
struct FileFailure: Error {
    let reason: String
}
