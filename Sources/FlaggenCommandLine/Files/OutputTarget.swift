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

    /// Checks that `path`, which `generate` writes files into, is a folder or can be made one:
    /// see ``nonFolder(atOrAbove:)``.
    package static func checkFolder(_ path: String) throws(Refusal) {
        guard let blocking = nonFolder(atOrAbove: path) else { return }
        let subject = blocking.path == URL(fileURLWithPath: path).path ? "it" : QuotedText.quoted(blocking.path)
        throw Refusal(
            message:
                "cannot write to \(QuotedText.quoted(path)): \(subject) is \(blocking.kind), not a folder; give --output a folder."
        )
    }

    /// The nearest thing that exists at or above the folder `path`, and what it is (a symbolic
    /// link to nothing included), when it is not a folder (symbolic links followed), so that the
    /// folders missing below it can't be made; `nil` when they can.
    package static func nonFolder(atOrAbove path: String) -> (path: String, kind: String)? {
        var existing = URL(fileURLWithPath: path)
        while FileKind(atPath: existing.path) == .missing, existing.pathComponents.count > 1 {
            existing.deleteLastPathComponent()
        }
        switch (FileKind(atPath: existing.path), FileKind(atPath: existing.path, followingLinks: true)) {
        case (_, .folder): return nil
        case (.symbolicLink, .missing): return (existing.path, "a symbolic link to nothing")
        case (_, let kind): return (existing.path, kind.described)
        }
    }
}
