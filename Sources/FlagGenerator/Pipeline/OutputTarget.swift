import FlagJSON
import Foundation

/// Where a command writes a file: through symbolic links to the file they lead to (which is
/// then replaced atomically), never over a folder, a FIFO or a device.
package enum OutputTarget {
    /// Why a path can't be written, as a sentence for `flaggen: error: …`.
    package struct Refusal: Error, Equatable {
        /// What is wrong and what to do.
        package let message: String
    }

    /// The most symbolic links followed from one path, as the kernel's `ELOOP` limit.
    static let maximumLinks = 40

    /// The path to write for `path`: `path` itself when nothing or a regular file is there,
    /// else the file its symbolic links lead to (which need not exist yet).
    package static func file(_ path: String) throws(Refusal) -> String {
        var current = path
        for _ in 0...maximumLinks {
            switch FileKind(atPath: current) {
            case .missing, .regularFile:
                return current
            case .symbolicLink:
                guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                    throw Refusal(message: "cannot write \(QuotedText.quoted(path)): its symbolic link can't be read.")
                }
                current =
                    destination.hasPrefix("/")
                    ? destination
                    : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
            case let kind:
                throw Refusal(
                    message:
                        "cannot write \(QuotedText.quoted(path)): it is \(kind.described), not a regular file; give the path of a file to write."
                )
            }
        }
        throw Refusal(
            message:
                "cannot write \(QuotedText.quoted(path)): it leads through more than \(maximumLinks) symbolic links.")
    }

    /// Checks that `path`, which `generate` writes files into, is a folder or nothing yet
    /// (symbolic links followed).
    package static func checkFolder(_ path: String) throws(Refusal) {
        let kind = FileKind(atPath: path, followingLinks: true)
        guard kind == .missing || kind == .folder else {
            throw Refusal(
                message:
                    "cannot write to \(QuotedText.quoted(path)): it is \(kind.described), not a folder; give --output a folder."
            )
        }
    }
}
