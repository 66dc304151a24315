import Foundation

/// The package's own files, found from this source file's path.
enum PackageFiles {
    /// The folder holding `Package.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of a file, by its path from the package's root.
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The Swift files below `folder`, as paths from the package's root, leaving out test fixtures
    /// (packages of their own, with their own platforms).
    static func swiftFiles(in folder: String) -> [String] {
        files(in: folder, withExtension: "swift").filter { !$0.split(separator: "/").contains("Fixtures") }
    }

    /// The files below `folder` whose names end in `.extension`, as paths from the package's root.
    static func files(in folder: String, withExtension pathExtension: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
        return (enumerator?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".\(pathExtension)") }.map {
            "\(folder)/\($0)"
        }.sorted()
    }

    /// The minimum platforms `Package.swift` declares, as in `.macOS(.v10_15)` or `.iOS("13.4")`.
    static func deploymentTargets() throws -> PlatformVersions {
        let manifest = try text("Package.swift")
        var versions: [ApplePlatform: OSVersion] = [:]
        for platform in ApplePlatform.allCases {
            let pattern = "\\.\(platform.rawValue)\\((?:\\.v([0-9_]+)|\"([0-9.]+)\")\\)"
            guard let match = manifest.range(of: pattern, options: .regularExpression) else { continue }
            let spelled = manifest[match].drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "_" || $0 == "." }
            versions[platform] = OSVersion(spelled.replacingOccurrences(of: "_", with: "."))
        }
        return PlatformVersions(versions: versions)
    }
}
