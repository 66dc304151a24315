import Foundation
import Testing

/// SwiftPM compiles every plugin of a dependency in each consumer's clean build, one compiler
/// job per source file (plugins get no batch mode), so each file costs every consumer about
/// 0.1–0.2 s of CPU. Each plugin holds its own `plugin.swift` and the one shared file.
struct PluginSourceFileTests {
    @Test func eachPluginCompilesFromItsOwnFileAndTheSharedOne() throws {
        let plugins = FixtureWorkspace.repositoryRoot.appendingPathComponent("Plugins")
        let targets = try FileManager.default.contentsOfDirectory(atPath: plugins.path).filter { $0 != "PluginsShared" }
        #expect(
            targets.sorted() == ["FeatureFlagPlugin", "FlagsCommandPlugin", "FlagsInitPlugin"],
            "a plugin added or renamed: list it here")
        for target in targets.sorted() {
            let files = try swiftFiles(in: plugins.appendingPathComponent(target))
            #expect(files == ["PluginsShared/PluginsShared.swift", "plugin.swift"], "\(target)")
        }
    }

    /// The Swift files of a plugin target as SwiftPM finds them (following the shared folder's
    /// symlink), relative to the target's folder, sorted.
    private func swiftFiles(in folder: URL) throws -> [String] {
        var files: [String] = []
        for entry in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                files += try swiftFiles(in: url).map { "\(entry)/\($0)" }
            } else if entry.hasSuffix(".swift") {
                files.append(entry)
            }
        }
        return files.sorted()
    }
}
