import Foundation
import PackagePlugin

/// Generates `BuildConfiguration.swift` and `FeatureFlag.swift` from a target's `flags.json`.
///
/// The manifest is looked up in the target's folder first, then at the package root.
/// All logic lives in `flaggen-generate` (`flaggen generate` alone); this plugin only declares
/// the build command, with the manifest as its input so that editing it (and nothing else)
/// reruns the generator.
@main
struct FeatureFlagPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let directories = (target: target.directoryURL, package: context.package.directoryURL)
        guard
            let manifest = ManifestLocation.manifest(
                targetDirectory: directories.target, packageDirectory: directories.package)
        else {
            throw MissingManifestError(
                targetName: target.name,
                candidates: ManifestLocation.candidates(
                    targetDirectory: directories.target, packageDirectory: directories.package
                )
                .map { PluginText.quoted($0.path) })
        }
        return [
            try FlaggenBuildCommand.make(
                manifest: manifest, targetName: target.name, workDirectory: context.pluginWorkDirectoryURL,
                generator: context.tool(named: "flaggen-generate").url)
        ]
    }
}

/// The one build command: `flaggen-generate` with the manifest as input, the two files as outputs.
enum FlaggenBuildCommand {
    /// The command for the target `targetName`, named after it in the build log: a manifest's
    /// path would be shortened there to `flags.json`, the same for every target.
    static func make(manifest: URL, targetName: String, workDirectory: URL, generator: URL) -> Command {
        let outputDirectory = workDirectory.appendingPathComponent("GeneratedSources")
        return .buildCommand(
            displayName: "Generating feature flags for \(PluginText.quoted(targetName))",
            executable: generator,
            arguments: [manifest.path, "--output", outputDirectory.path],
            inputFiles: [manifest],
            outputFiles: GeneratedFileNames.all.map { outputDirectory.appendingPathComponent($0) })
    }
}

/// The error shown when a target uses the plugin but has no manifest.
struct MissingManifestError: Error, CustomStringConvertible {
    let targetName: String
    /// Where a manifest for the target may go, as shown (paths quoted): its own, then the shared one.
    let candidates: [String]

    var description: String {
        "FeatureFlagPlugin: target \(PluginText.quoted(targetName)) has no flags.json. Create \(candidates[0]) "
            + "for this target only, or \(candidates[1]) to share one manifest across the package."
    }
}

// In this file rather than its own: each plugin source file costs a consumer's clean build a
// compiler job (see PluginsShared.swift).
#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same build command for Xcode app projects: the target's `flags.json` (a file of the
/// target), else `flags.json` next to the `.xcodeproj`.
extension FeatureFlagPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let ownManifest = target.inputFiles.first { $0.url.lastPathComponent == ManifestLocation.fileName }?.url
        let projectManifest = context.xcodeProject.directoryURL.appendingPathComponent(ManifestLocation.fileName)
        guard
            let manifest = ownManifest
                ?? (FileManager.default.fileExists(atPath: projectManifest.path) ? projectManifest : nil)
        else {
            throw MissingManifestError(
                targetName: target.displayName,
                candidates: ["a flags.json added to the target", PluginText.quoted(projectManifest.path)])
        }
        return [
            try FlaggenBuildCommand.make(
                manifest: manifest, targetName: target.displayName, workDirectory: context.pluginWorkDirectoryURL,
                generator: context.tool(named: "flaggen-generate").url)
        ]
    }
}
#endif
