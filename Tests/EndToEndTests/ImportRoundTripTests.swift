import Foundation
import Testing

/// `flaggen import` keeps every flag's value in every configuration: each original flags file
/// is compiled once per configuration (its condition defined, in release so that SwiftPM defines
/// no DEBUG) into one binary with the code generated from its imported flags.json, and the two
/// values are compared flag by flag.
@Suite struct ImportRoundTripTests {
    /// A fixture under `Fixtures/ImportRoundTrip/Originals`: the files to import, the enum and
    /// property that hold the rules, the configurations, and the flags imported approximately.
    struct Fixture {
        let name: String
        let files: [String]
        let enumName: String
        let property: String
        let configurations: [String]
        /// Checked only where the import promises something: off in the fallback configuration.
        var approximated: Set<String> = []
        /// The folder under `Originals` (default: `name`): two app variants share one.
        var originals: String?
        /// More arguments for `flaggen import`.
        var importOptions: [String] = []
    }

    static let fixtures = [
        Fixture(
            name: "WordPress", files: ["FeatureFlag.swift", "BuildConfiguration.swift"], enumName: "FeatureFlag",
            property: "enabled",
            configurations: ["a8cBranchTest", "a8cPrereleaseTesting", "localDeveloper", "appStore"]),
        Fixture(
            name: "Acme", files: ["Feature.swift", "Environment.swift"], enumName: "Feature", property: "isEnabled",
            configurations: ["beta", "debug", "release"]),
        Fixture(
            name: "Unsupported", files: ["FeatureFlag.swift"], enumName: "FeatureFlag", property: "enabled",
            configurations: ["branchTest", "prereleaseTesting", "localDeveloper", "appStore"],
            approximated: ["jetpackFeatures", "newStats", "weekdayExperiment", "releaseOnly"]),
        // One code base, two apps: each compiled with its variant's conditions (Package.swift),
        // against the same manifest imported with `--condition isJetpack=JETPACK`.
        Fixture(
            name: "Jetpack", files: ["FeatureFlag.swift", "BuildConfiguration.swift"], enumName: "FeatureFlag",
            property: "enabled",
            configurations: ["a8cBranchTest", "a8cPrereleaseTesting", "localDeveloper", "appStore"],
            approximated: ["jetpackOrDebug"], originals: "Jetpack", importOptions: ["--condition", "isJetpack=JETPACK"]),
        Fixture(
            name: "WordPressApp", files: ["FeatureFlag.swift", "BuildConfiguration.swift"], enumName: "FeatureFlag",
            property: "enabled",
            configurations: ["a8cBranchTest", "a8cPrereleaseTesting", "localDeveloper", "appStore"],
            approximated: ["jetpackOrDebug"], originals: "Jetpack", importOptions: ["--condition", "isJetpack=JETPACK"]),
    ]

    @Test func everyImportedFlagHasTheOriginalValueInEveryConfiguration() async throws {
        let workspace = try FixtureWorkspace.make(fixture: "ImportRoundTrip")
        defer { workspace.remove() }
        for fixture in Self.fixtures {
            try fillModules(of: fixture, in: workspace)
        }
        let tool = try await workspace.build(["-c", "release", "--product", "flaggen"], scratch: "release")
        try #require(tool.status == 0, "\(tool.output)")
        for fixture in Self.fixtures {
            try await importManifest(of: fixture, in: workspace)
        }
        let build = try await workspace.build(["-c", "release", "--product", "roundtrip"], scratch: "release")
        try #require(build.status == 0, "\(build.output)")
        let binary = URL(fileURLWithPath: workspace.scratchPath("release")).appendingPathComponent("release/roundtrip")
        let run = try await CommandResult.run(binary.path, [])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix("compared 100 values, 0 mismatches\n"), "\(run.output)")
    }

    /// Copies the originals into each `<Fixture>_<configuration>` module with its comparison, and
    /// gives `<Fixture>Imported` an empty manifest: SwiftPM plans every target before it builds flaggen.
    private func fillModules(of fixture: Fixture, in workspace: FixtureWorkspace) throws {
        let sources = workspace.package.appendingPathComponent("Sources")
        for (index, configuration) in fixture.configurations.enumerated() {
            let module = sources.appendingPathComponent("\(fixture.name)_\(configuration)")
            try FileManager.default.copyItem(
                at: workspace.package.appendingPathComponent("Originals/\(fixture.originals ?? fixture.name)"),
                to: module)
            let isFallback = index == fixture.configurations.count - 1
            try comparison(fixture, configuration, isFallback: isFallback).write(
                to: module.appendingPathComponent("RoundTrip.swift"), atomically: true, encoding: .utf8)
        }
        try #"{ "version": 1, "flags": [] }"#.write(
            to: sources.appendingPathComponent("\(fixture.name)Imported/flags.json"), atomically: true, encoding: .utf8)
    }

    /// Imports the fixture's flags.json into `<Fixture>Imported`, made public so that the
    /// originals' modules can read it.
    private func importManifest(of fixture: Fixture, in workspace: FixtureWorkspace) async throws {
        let originals = workspace.package.appendingPathComponent("Originals/\(fixture.originals ?? fixture.name)")
        let manifest = workspace.package.appendingPathComponent("Sources/\(fixture.name)Imported/flags.json")
        let flaggen = URL(fileURLWithPath: workspace.scratchPath("release")).appendingPathComponent("release/flaggen")
            .path
        let files = fixture.files.map { originals.appendingPathComponent($0).path }
        let imported = try await CommandResult.run(
            flaggen, ["import"] + files + fixture.importOptions + ["--output", manifest.path])
        #expect(imported.status == (fixture.approximated.isEmpty ? 0 : 1), "\(imported.output)")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        if !text.contains(#""access": "public""#) {
            try text.replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "access": "public","#)
                .write(to: manifest, atomically: true, encoding: .utf8)
        }
    }

    /// `roundTrip()` for one configuration's module: the original's value of each flag there
    /// beside the imported manifest's, matched by declaration order.
    private func comparison(_ fixture: Fixture, _ configuration: String, isFallback: Bool) -> String {
        let approximated = fixture.approximated.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            import \(fixture.name)Imported

            public func roundTrip() -> (compared: Int, mismatches: [String]) {
                let original = \(fixture.enumName).allCases.map(\\.\(fixture.property))
                let imported = \(fixture.name)Imported.FeatureFlag.allCases
                guard original.count == imported.count else {
                    return (0, ["\(fixture.name) \(configuration): \\(original.count) flags, \\(imported.count) imported"])
                }
                let approximated: Set<String> = [\(approximated)]
                var compared = 0
                var mismatches: [String] = []
                for (value, flag) in zip(original, imported) {
                    let name = "\\(flag)"
                    let expected: Bool? = approximated.contains(name) ? (\(isFallback) ? false : nil) : value
                    guard let expected else { continue }
                    compared += 1
                    let importedValue = flag.isEnabled(in: .\(configuration))
                    if importedValue != expected {
                        mismatches.append("\(fixture.name) \(configuration) \\(name): original \\(value), imported \\(importedValue)")
                    }
                }
                return (compared, mismatches)
            }

            """
    }
}
