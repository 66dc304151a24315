import FlagGenerator
import Foundation

/// Writes generated files, leaving unchanged ones untouched so a no-op build recompiles nothing.
package enum OutputWriter {
    /// Writes `file` into `directory` (created if needed) unless it already has these bytes; a
    /// symbolic link there is written through to its target.
    ///
    /// - Returns: whether the file was written.
    /// - Throws: ``OutputTarget/Refusal`` when `directory` is not a folder or the file's place
    ///   holds something other than a regular file; else the error of the write.
    @discardableResult
    package static func write(_ file: GeneratedFile, into directory: URL) throws -> Bool {
        try OutputTarget.checkFolder(directory.path)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = try OutputTarget.file(directory.appendingPathComponent(file.name).path)
        guard !isUpToDate(file, at: path) else { return false }
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return true
    }

    /// A Boolean value indicating whether `directory` already holds `file` with exactly these bytes.
    package static func isUpToDate(_ file: GeneratedFile, in directory: URL) -> Bool {
        isUpToDate(file, at: directory.appendingPathComponent(file.name).path)
    }

    private static func isUpToDate(_ file: GeneratedFile, at path: String) -> Bool {
        FileKind(atPath: path, followingLinks: true) == .regularFile
            && (try? Data(contentsOf: URL(fileURLWithPath: path))) == Data(file.contents.utf8)
    }
}
