import Foundation

/// Finds a helper executable that SwiftPM built next to the tests (`cache-writer`,
/// `override-writer`).
enum BuiltExecutable {
    /// The executable named `name` in the build folder, if it was built.
    static func url(named name: String) -> URL? {
        let folders =
            [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return folders.compactMap { $0?.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
