import Foundation
import PackagePlugin

/// `swift package flags <lint|unused|validate-remote|remote-template> [--target NAME …] [arguments]`
///
/// Runs `flaggen` on every manifest of the package (each target's `flags.json`, and the one at
/// the package root for targets without their own). `unused` searches the targets that use
/// each manifest and every target that depends on them; `validate-remote PAYLOAD` checks a
/// payload against each manifest.
@main
struct FlagsCommandPlugin: CommandPlugin {
    static let subcommands = ["lint", "unused", "validate-remote", "remote-template"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var remaining = extractor.remainingArguments
        if remaining.first == "init" {
            throw PluginFailure(
                "init has a verb of its own, because it writes to the package folder (which SwiftPM asks permission for): "
                    + "swift package --allow-writing-to-package-directory flags-init [--target NAME]")
        }
        guard let subcommand = remaining.first, Self.subcommands.contains(subcommand) else {
            throw PluginFailure(
                "usage: swift package flags <\(Self.subcommands.joined(separator: "|"))> [--target NAME] [arguments]")
        }
        remaining.removeFirst()
        let targets = try (targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames))
            .compactMap { $0 as? SourceModuleTarget }
        let flaggen = try context.tool(named: "flaggen").url
        let groups = ManifestUsers.group(targets, packageDirectory: context.package.directoryURL)
        guard !groups.isEmpty else {
            let searched =
                targetNames.isEmpty
                ? "the package's targets" : targetNames.map(PluginText.quoted).joined(separator: ", ")
            throw PluginFailure(
                "no flags.json to \(subcommand): none in the folders of \(searched), and none at the package root.")
        }
        // A template is a document to redirect into a file: exactly one, and nothing else on stdout.
        let isTemplate = subcommand == "remote-template"
        if isTemplate, groups.count != 1 {
            throw PluginFailure(
                "remote-template needs exactly one manifest; pick it with --target NAME (found \(groups.count)).")
        }
        var failures = 0
        for (manifest, users) in groups {
            let searched = ManifestUsers.sourceFolders(of: users, in: context.package)
            let arguments = try Self.arguments(for: subcommand, manifest: manifest, sources: searched, extra: remaining)
            if !isTemplate { print("\(subcommand) \(PluginText.quoted(manifest.path)):") }
            if try FlaggenRun.run(flaggen, arguments) != 0 { failures += 1 }
        }
        if failures > 0 { throw PluginFailure("flaggen \(subcommand) failed for \(failures) manifest(s).") }
    }

    static func arguments(for subcommand: String, manifest: URL, sources: [URL], extra: [String]) throws -> [String] {
        switch subcommand {
        case "unused":
            return ["unused", manifest.path] + sources.flatMap { ["--sources", $0.path] } + extra
        case "validate-remote":
            guard let payload = extra.first else {
                throw PluginFailure("usage: swift package flags validate-remote PAYLOAD")
            }
            return ["validate-remote", payload, "--manifest", manifest.path] + extra.dropFirst()
        case "remote-template":
            return ["remote-template", manifest.path, "--quiet"] + extra
        default:
            return [subcommand, manifest.path] + extra
        }
    }
}

/// Which manifest each target uses: its own `flags.json`, else the package root's.
enum ManifestUsers {
    static func group(_ targets: [SourceModuleTarget], packageDirectory: URL) -> [(URL, [SourceModuleTarget])] {
        var groups: [(URL, [SourceModuleTarget])] = []
        for target in targets {
            guard
                let manifest = ManifestLocation.manifest(
                    targetDirectory: target.directoryURL, packageDirectory: packageDirectory)
            else { continue }
            if let index = groups.firstIndex(where: { $0.0 == manifest }) {
                groups[index].1.append(target)
            } else {
                groups.append((manifest, [target]))
            }
        }
        return groups
    }
}

extension ManifestUsers {
    /// The folders of `users` and of every target of `package` that depends on one of them:
    /// the code that can read the flags.
    static func sourceFolders(of users: [SourceModuleTarget], in package: Package) -> [URL] {
        let userNames = Set(users.map(\.name))
        return package.targets.compactMap { $0 as? SourceModuleTarget }.filter { target in
            userNames.contains(target.name)
                || target.recursiveTargetDependencies.contains { userNames.contains($0.name) }
        }.map(\.directoryURL)
    }
}
