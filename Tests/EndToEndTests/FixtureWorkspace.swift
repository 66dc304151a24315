import Foundation

/// A copy of this package and of the FlagsApp fixture side by side in a temporary folder,
/// so the fixture's `.package(path: "../FeatureFlagKit")` resolves on any machine.
struct FixtureWorkspace: Sendable {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let root: URL
    /// The copied fixture package.
    let package: URL

    /// Copies the package's sources and the named fixture into a new temporary folder, the
    /// fixture into a folder named `folder` (default: the fixture's name).
    static func make(fixture: String = "FlagsApp", folder: String? = nil) throws -> FixtureWorkspace {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-e2e-\(UUID().uuidString)")
        let copy = root.appendingPathComponent("FeatureFlagKit")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Plugins", "Schemas", "flags.json"] {
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent(item), to: copy.appendingPathComponent(item))
        }
        let package = root.appendingPathComponent(folder ?? fixture)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/\(fixture)"), to: package)
        try copyGoldenManifests(into: package)
        try writeManyFlagsManifest(into: package)
        return FixtureWorkspace(root: root, package: package)
    }

    /// Writes `Sources/ManyFlags/flags.json`: 1,500 public flags whose rules alternate, so the
    /// generated switches are far too large for the optimizer to inline unless told to.
    /// `flag1236` is off in release builds only and `flag1237` is always on.
    private static func writeManyFlagsManifest(into package: URL) throws {
        let target = package.appendingPathComponent("Sources/ManyFlags")
        guard FileManager.default.fileExists(atPath: target.path) else { return }
        let rules = [#"{ "except": ["appStore"] }"#, "true", #"["localDeveloper"]"#, "false"]
        let flags = (0..<1_500).map { index in
            #"    { "name": "flag\#(index)", "description": "Flag \#(index).", "enabled": \#(rules[index % 4]) }"#
        }
        let manifest =
            "{\n  \"version\": 1,\n  \"access\": \"public\",\n  \"flags\": [\n"
            + flags.joined(separator: ",\n") + "\n  ]\n}\n"
        try manifest.write(to: target.appendingPathComponent("flags.json"), atomically: true, encoding: .utf8)
    }

    /// Copies `Golden/<case>/flags.json` into the `Sources/Golden<Case>` folder of every case.
    /// A fixture without `Golden*` folders (NoManifest) hosts none; one that has them must
    /// have a target for every case, so a new case can't go unbuilt.
    private static func copyGoldenManifests(into package: URL) throws {
        let sources = package.appendingPathComponent("Sources")
        guard
            try FileManager.default.contentsOfDirectory(atPath: sources.path).contains(where: { $0.hasPrefix("Golden") }
            )
        else { return }
        let golden = repositoryRoot.appendingPathComponent("Tests/FlagGeneratorTests/Golden")
        for name in try FileManager.default.contentsOfDirectory(atPath: golden.path) {
            let camelCase = name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let target = sources.appendingPathComponent("Golden\(camelCase)")
            guard FileManager.default.fileExists(atPath: target.path) else {
                throw MissingGoldenTarget(goldenCase: name, target: "Golden\(camelCase)")
            }
            try FileManager.default.copyItem(
                at: golden.appendingPathComponent("\(name)/flags.json"), to: target.appendingPathComponent("flags.json")
            )
        }
    }

    /// A golden case of FlagGeneratorTests has no target in the fixture: add `Sources/<target>`
    /// and the target's name to the fixture's `goldenTargets`.
    struct MissingGoldenTarget: Error {
        let goldenCase: String
        let target: String
    }

    /// A scratch path of its own per configuration: `-D` flags apply to every target, so
    /// configurations must never share build products.
    func scratchPath(_ name: String) -> String {
        root.appendingPathComponent("scratch-\(name)").path
    }

    /// Runs `swift build` in the fixture with `arguments`.
    func build(_ arguments: [String], scratch: String) async throws -> CommandResult {
        try await CommandResult.run(
            "swift", ["build", "--package-path", package.path, "--scratch-path", scratchPath(scratch)] + arguments)
    }

    /// Runs `swift package` (a command plugin) in the fixture.
    func runPackageCommand(_ arguments: [String], scratch: String) async throws -> CommandResult {
        try await CommandResult.run(
            "swift", ["package", "--package-path", package.path, "--scratch-path", scratchPath(scratch)] + arguments)
    }

    /// Runs the fixture's executable from a scratch path.
    func runApp(scratch: String, configuration: String = "debug", arguments: [String] = []) async throws
        -> CommandResult
    {
        try await CommandResult.run(binary(scratch: scratch, configuration: configuration).path, arguments)
    }

    /// Where `swift build` put the fixture's executable.
    func binary(scratch: String, configuration: String = "debug") -> URL {
        URL(fileURLWithPath: scratchPath(scratch)).appendingPathComponent("\(configuration)/fixture-app")
    }

    /// The modules a build compiled for the host tools the plugins run (not for the app): the
    /// `<module>-tool.build` folders of the scratch path that hold object files. (SwiftPM makes
    /// such a folder for every module of every plugin's tool, and fills only those it builds.)
    func toolModules(scratch: String, configuration: String = "debug") throws -> Set<String> {
        let products = URL(fileURLWithPath: scratchPath(scratch)).appendingPathComponent(configuration)
        let suffix = "-tool.build"
        return Set(
            try FileManager.default.contentsOfDirectory(atPath: products.path).filter { folder in
                folder.hasSuffix(suffix)
                    && (try? FileManager.default.contentsOfDirectory(
                        atPath: products.appendingPathComponent(folder).path))?.contains { $0.hasSuffix(".o") } == true
            }.map { String($0.dropLast(suffix.count)) })
    }

    /// The file the plugin generated for a target of FlagsApp.
    func generatedFile(_ name: String, target: String, scratch: String) -> URL {
        URL(fileURLWithPath: scratchPath(scratch)).appendingPathComponent(
            "plugins/outputs/flagsapp/\(target)/destination/FeatureFlagPlugin/GeneratedSources/\(name)")
    }

    /// Replaces the first occurrence of `old` in a file of the fixture.
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let url = package.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let range = text.range(of: old) else { throw EditError(path: path, missing: old) }
        try text.replacingCharacters(in: range, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    struct EditError: Error {
        let path: String
        let missing: String
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
