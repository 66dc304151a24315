#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same build command for Xcode app projects: the target's `flags.json` (a file of the
/// target), else `flags.json` next to the `.xcodeproj`.
extension FeatureFlagPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let ownManifest = target.inputFiles.first { $0.url.lastPathComponent == ManifestLocation.fileName }?.url
        let projectManifest = context.xcodeProject.directoryURL.appending(path: ManifestLocation.fileName)
        guard let manifest = ownManifest ?? (FileManager.default.fileExists(atPath: projectManifest.path) ? projectManifest : nil) else {
            throw MissingManifestError(
                targetName: target.displayName,
                candidates: ["a flags.json added to the target", PluginText.quoted(projectManifest.path)])
        }
        return [try FlaggenBuildCommand.make(manifest: manifest, workDirectory: context.pluginWorkDirectoryURL, flaggen: context.tool(named: "flaggen").url)]
    }
}
#endif
