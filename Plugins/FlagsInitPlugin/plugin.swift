import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory flags-init [--target NAME]`
///
/// Runs `flaggen init` on the package's folder: a flags-only module (`Sources/NAME/flags.json`
/// and `Sources/NAME/NAME.swift`, `Flags` by default), then prints the `Package.swift` lines to
/// add. A plugin of its own rather than a `flags` subcommand: SwiftPM asks for a plugin's write
/// permission on every run, so `swift package flags lint` would fail in CI without
/// `--allow-writing-to-package-directory`.
@main
struct FlagsInitPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        // Written after the verb, SwiftPM grants the permission and passes the flag on too.
        _ = extractor.extractFlag(named: "allow-writing-to-package-directory")
        let schema = Self.schema(in: context.package).map { ["--schema", $0.path] } ?? []
        let dependency = Self.dependencyName(in: context.package).map { ["--dependency", $0] } ?? []
        let flaggenArguments =
            ["init", context.package.directoryURL.path] + schema + dependency + extractor.remainingArguments
        guard try FlaggenRun.run(context.tool(named: "flaggen").url, flaggenArguments) == 0 else {
            throw PluginFailure("flaggen init failed.")
        }
    }

    /// FeatureFlagKit's `Schemas/flags.schema.json`, for the manifest's `"$schema"`: in the
    /// package itself or in the dependency that provides FeatureFlagKit, if it is there.
    static func schema(in package: Package) -> URL? {
        ([package] + package.dependencies.map(\.package))
            .filter { $0.products.contains { $0.name == "FeatureFlagKit" } }
            .map { $0.directoryURL.appendingPathComponent("Schemas/flags.schema.json") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// What `Package.swift` calls the dependency that provides FeatureFlagKit: its identity (the
    /// last component of its URL or path), spelled as the package names itself when the two
    /// differ only in case; `nil` if no dependency provides it.
    static func dependencyName(in package: Package) -> String? {
        guard
            let provider = package.dependencies.map(\.package).first(where: {
                $0.products.contains { $0.name == "FeatureFlagKit" }
            })
        else { return nil }
        return provider.displayName.lowercased() == provider.id.lowercased() ? provider.displayName : provider.id
    }
}
