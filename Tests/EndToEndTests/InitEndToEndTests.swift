import Foundation
import Testing

/// `swift package flags-init` in a real package: the module it scaffolds builds once the lines
/// it prints are in `Package.swift`, and the app reads a flag through `import Flags` alone. The
/// package depends on FeatureFlagKit checked out as `feature-flags`, so the printed lines must
/// name the dependency by that identity.
@Suite
struct InitEndToEndTests {
    static let appTarget =
        #"        .executableTarget(name: "MyApp", dependencies: [.product(name: "FeatureFlagKit", package: "feature-flags")]),"#

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(20))) func scaffoldedFlagsModuleBuildsAndTheAppReadsItsFlags() async throws {
        let workspace = try FixtureWorkspace.make(fixture: "FlagsInit")
        defer { workspace.remove() }
        try FileManager.default.moveItem(
            at: workspace.root.appendingPathComponent("FeatureFlagKit"),
            to: workspace.root.appendingPathComponent("feature-flags"))
        let initRun = try await workspace.runPackageCommand(
            ["--allow-writing-to-package-directory", "flags-init"], scratch: "debug")
        #expect(initRun.status == 0, "\(initRun.output)")
        let manifest = try String(
            contentsOf: workspace.package.appendingPathComponent("Sources/Flags/flags.json"), encoding: .utf8)
        #expect(manifest.contains(#""$schema": "../../../feature-flags/Schemas/flags.schema.json","#), "\(manifest)")
        // The lines to add are the ones indented as targets; they replace the app's target.
        let lines = initRun.output.split(separator: "\n", omittingEmptySubsequences: false).filter {
            $0.hasPrefix("        ")
        }
        #expect(lines.count == 7, "\(initRun.output)")
        #expect(lines.filter { $0.contains(#"package: "feature-flags")"#) }.count == 2, "\(initRun.output)")
        try workspace.edit("Package.swift", replacing: Self.appTarget, with: lines.joined(separator: "\n"))

        let build = try await workspace.build([], scratch: "debug")
        #expect(build.status == 0, "\(build.output)")
        #expect(!build.output.contains(": warning:"), "\(build.output)")
        let run = try await CommandResult.run(workspace.scratchPath("debug") + "/debug/MyApp", [])
        #expect(
            run.output == "configuration: localDeveloper\nexampleInDebug: true\nexampleRemote: false\n", "\(run.output)"
        )

        // The other verbs need no permission, and init never overwrites.
        let lint = try await workspace.runPackageCommand(["flags", "lint"], scratch: "debug")
        #expect(lint.status == 0, "\(lint.output)")
        // The app's target has no manifest of its own and the package root none.
        let nothing = try await workspace.runPackageCommand(["flags", "lint", "--target", "MyApp"], scratch: "debug")
        #expect(nothing.status != 0)
        #expect(
            nothing.output.contains(
                "no flags.json to lint: none in the folders of 'MyApp', and none at the package root."),
            "\(nothing.output)")
        let again = try await workspace.runPackageCommand(
            ["flags-init", "--allow-writing-to-package-directory"], scratch: "debug")
        #expect(again.status != 0)
        #expect(
            again.output.contains(
                "flaggen: error: '\(workspace.package.path)/Sources/Flags/flags.json' already exists; init never overwrites a file."
            ),
            "\(again.output)")
        #expect(
            try String(
                contentsOf: workspace.package.appendingPathComponent("Sources/Flags/flags.json"), encoding: .utf8)
                == manifest)
        let misplaced = try await workspace.runPackageCommand(["flags", "init"], scratch: "debug")
        #expect(misplaced.status != 0)
        #expect(
            misplaced.output.contains("swift package --allow-writing-to-package-directory flags-init [--target NAME]"),
            "\(misplaced.output)")
    }
}
