import Foundation

/// Where a target's manifest is, for both plugins: the target's own `flags.json`, else the one
/// at the package root.
///
/// This folder is symlinked into each plugin target (`PluginsShared`), so the rule is written once.
enum ManifestLocation {
    /// The manifest's file name.
    static let fileName = "flags.json"

    /// Where a manifest for a target in `targetDirectory` may be, in the order they are tried.
    static func candidates(targetDirectory: URL, packageDirectory: URL) -> [URL] {
        [targetDirectory, packageDirectory].map { $0.appending(path: fileName) }
    }

    /// The manifest the target uses, or `nil` if it has none.
    static func manifest(targetDirectory: URL, packageDirectory: URL) -> URL? {
        candidates(targetDirectory: targetDirectory, packageDirectory: packageDirectory)
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
