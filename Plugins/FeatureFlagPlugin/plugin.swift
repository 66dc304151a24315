import Foundation
import PackagePlugin

/// Generates `BuildConfiguration.swift` and `FeatureFlag.swift` from a target's `flags.json`.
///
/// The manifest is looked up in the target's folder first, then at the package root.
/// All logic lives in `flaggen`; this plugin only declares the build command, with the
/// manifest as its input so that editing it (and nothing else) reruns the generator.
@main
struct FeatureFlagPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let directories = (target: target.directoryURL, package: context.package.directoryURL)
        guard let manifest = ManifestLocation.manifest(targetDirectory: directories.target, packageDirectory: directories.package) else {
            throw MissingManifestError(
                targetName: target.name,
                candidates: ManifestLocation.candidates(targetDirectory: directories.target, packageDirectory: directories.package)
                    .map { PluginText.quoted($0.path) })
        }
        return [try FlaggenBuildCommand.make(manifest: manifest, workDirectory: context.pluginWorkDirectoryURL, flaggen: context.tool(named: "flaggen").url)]
    }
}

/// The one build command: `flaggen generate` with the manifest as input, the two files as outputs.
enum FlaggenBuildCommand {
    static func make(manifest: URL, workDirectory: URL, flaggen: URL) -> Command {
        let outputDirectory = workDirectory.appending(path: "GeneratedSources")
        return .buildCommand(
            displayName: "Generating feature flags from \(PluginText.quoted(manifest.path))",
            executable: flaggen,
            arguments: ["generate", manifest.path, "--output", outputDirectory.path],
            inputFiles: [manifest],
            outputFiles: GeneratedFileNames.all.map { outputDirectory.appending(path: $0) })
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
