import Foundation
import Testing

/// The real plugin in real `swift build`s of the FlagsApp fixture, one configuration each.
@Suite(.serialized)
struct PluginEndToEndTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(20))) func debugBuildSelectsLocalDeveloperAndCompilesWithoutWarnings() async throws {
        let workspace = try FixtureWorkspace.make()
        defer { workspace.remove() }
        let build = try await workspace.build([], scratch: "debug")
        #expect(build.status == 0, "\(build.output)")
        #expect(unexpectedWarnings(in: build.output) == [])
        // The plugin's tool compiles the generator only: not the other commands or the runtime.
        let toolModules = try workspace.toolModules(scratch: "debug")
        #expect(
            toolModules == [
                "FlagJSON", "ManifestVocabulary", "FlagGenerator", "FlaggenCommandLine", "flaggen_generate",
            ])
        let run = try await workspace.runApp(scratch: "debug")
        #expect(
            run.output == """
                configuration: localDeveloper
                MARKER_ON_IN_RELEASE_5c1e
                MARKER_OFF_IN_RELEASE_7f3a
                MARKER_WORDPRESS_ONLY_c47d
                MARKER_MANY_FLAGS_OFF_IN_RELEASE_41c8
                MARKER_MANY_FLAGS_ON_IN_RELEASE_0b6e
                enabled: onInRelease,offInRelease,expired,wordPressOnly
                in appStore: onInRelease,wordPressOnly

                """)
        // Typed flags: every value in force and in every configuration, as the manifest says.
        try await TypedFixture.expectValues(workspace, scratch: "debug", configuration: "localDeveloper")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        .timeLimit(.minutes(20)), arguments: [("ALPHA_BUILD", "branchTest"), ("INTERNAL_BUILD", "prereleaseTesting")])
    func customConditionWinsOverDebug(condition: String, configuration: String) async throws {
        let workspace = try FixtureWorkspace.make()
        defer { workspace.remove() }
        let build = try await workspace.build(
            ["-Xswiftc", "-D\(condition)", "--product", "fixture-app"], scratch: condition)
        #expect(build.status == 0, "\(build.output)")
        let run = try await workspace.runApp(scratch: condition)
        #expect(run.output.hasPrefix("configuration: \(configuration)\n"))
        try await TypedFixture.expectValues(workspace, scratch: condition, configuration: configuration)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(20)), arguments: [[], ["-Xswiftc", "-disable-cmo"]])
    func releaseBuildSelectsAppStoreAndLeavesOutCodeBehindOffFlags(extraArguments: [String]) async throws {
        let workspace = try FixtureWorkspace.make()
        defer { workspace.remove() }
        let build = try await workspace.build(
            ["-c", "release", "--product", "fixture-app"] + extraArguments, scratch: "release")
        #expect(build.status == 0, "\(build.output)")
        let run = try await workspace.runApp(scratch: "release", configuration: "release")
        #expect(
            run.output == """
                configuration: appStore
                MARKER_ON_IN_RELEASE_5c1e
                MARKER_WORDPRESS_ONLY_c47d
                MARKER_MANY_FLAGS_ON_IN_RELEASE_0b6e
                enabled: onInRelease,wordPressOnly
                in appStore: onInRelease,wordPressOnly

                """)
        let binary = try Data(contentsOf: workspace.binary(scratch: "release", configuration: "release"))
        let contains = { (marker: String) in binary.range(of: Data(marker.utf8)) != nil }
        #expect(contains("MARKER_ON_IN_RELEASE_5c1e"))
        #expect(!contains("MARKER_OFF_IN_RELEASE_7f3a"))
        #expect(contains("MARKER_MANY_FLAGS_ON_IN_RELEASE_0b6e"))
        #expect(!contains("MARKER_MANY_FLAGS_OFF_IN_RELEASE_41c8"))
        // Built without JETPACK: the Jetpack app's flag is gone with its code, though "remote": true.
        #expect(contains("MARKER_WORDPRESS_ONLY_c47d"))
        #expect(!contains("MARKER_JETPACK_ONLY_3e91"))
        // A flag a remote payload may turn on keeps its code, and the payload turns it on.
        #expect(contains("MARKER_REMOTE_ROLLOUT_9d2b"))
        try await expectTypedValuesInRelease(workspace, binary: binary)
        let payload = workspace.root.appendingPathComponent("payload.json")
        try Data(#"{"version": 1, "flags": {"remoteRollout": true, "offInRelease": true, "jetpackOnly": true}}"#.utf8)
            .write(to: payload)
        let withPayload = try await CommandResult.run(
            workspace.binary(scratch: "release", configuration: "release").path, [payload.path])
        #expect(
            withPayload.output == """
                configuration: appStore
                MARKER_ON_IN_RELEASE_5c1e
                MARKER_REMOTE_ROLLOUT_9d2b
                MARKER_WORDPRESS_ONLY_c47d
                MARKER_MANY_FLAGS_ON_IN_RELEASE_0b6e
                enabled: onInRelease,remoteRollout,wordPressOnly
                in appStore: onInRelease,wordPressOnly

                """)
    }

    /// The other app variant: `-DJETPACK` keeps the Jetpack flag's code and leaves out the
    /// WordPress flag's (`"if": "!JETPACK"`); the release build without it is the test above.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(20))) func releaseBuildOfTheOtherVariantLeavesOutTheFirstVariantsCode() async throws {
        let workspace = try FixtureWorkspace.make()
        defer { workspace.remove() }
        let build = try await workspace.build(
            ["-c", "release", "--product", "fixture-app", "-Xswiftc", "-DJETPACK"], scratch: "jetpack")
        #expect(build.status == 0, "\(build.output)")
        let run = try await workspace.runApp(scratch: "jetpack", configuration: "release")
        #expect(
            run.output == """
                configuration: appStore
                MARKER_ON_IN_RELEASE_5c1e
                MARKER_JETPACK_ONLY_3e91
                MARKER_MANY_FLAGS_ON_IN_RELEASE_0b6e
                enabled: onInRelease,jetpackOnly
                in appStore: onInRelease,jetpackOnly

                """)
        let binary = try Data(contentsOf: workspace.binary(scratch: "jetpack", configuration: "release"))
        #expect(binary.range(of: Data("MARKER_JETPACK_ONLY_3e91".utf8)) != nil)
        #expect(binary.range(of: Data("MARKER_WORDPRESS_ONLY_c47d".utf8)) == nil)
        // In its own variant the flag keeps its policy: a payload turns it off.
        let payload = workspace.root.appendingPathComponent("payload.json")
        try Data(#"{"version": 1, "flags": {"jetpackOnly": false}}"#.utf8).write(to: payload)
        let withPayload = try await CommandResult.run(
            workspace.binary(scratch: "jetpack", configuration: "release").path, [payload.path])
        #expect(withPayload.output.contains("enabled: onInRelease\n"))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(20))) func generatorRunsOnlyWhenTheManifestChangesAndReportsItsErrors() async throws {
        let workspace = try FixtureWorkspace.make()
        defer { workspace.remove() }
        let manifest = "Sources/AppFlags/flags.json"
        let generated = workspace.generatedFile("FeatureFlag.swift", target: "AppFlags", scratch: "debug")
        #expect(try await workspace.build(["--product", "fixture-app"], scratch: "debug").status == 0)
        let firstWrite = try modificationDate(generated)
        // SwiftPM 6.3 relinks the plugin's tool once on the build after the first, which
        // reruns the generator; its output is identical, so the file must stay untouched.
        #expect(try await workspace.build(["--product", "fixture-app"], scratch: "debug").status == 0)
        #expect(try modificationDate(generated) == firstWrite)

        let noOp = try await workspace.build(["--product", "fixture-app"], scratch: "debug")
        #expect(noOp.status == 0, "\(noOp.output)")
        #expect(!noOp.output.contains("Generating"), "\(noOp.output)")
        #expect(try modificationDate(generated) == firstWrite)

        try workspace.edit(manifest, replacing: "\"version\": 1,", with: "\"version\": 1,\n")
        let whitespaceEdit = try await workspace.build(["--product", "fixture-app"], scratch: "debug")
        #expect(whitespaceEdit.status == 0, "\(whitespaceEdit.output)")
        // The build log names the target whose flags are generated, on a line of its own.
        let generating = whitespaceEdit.output.split(separator: "\n").filter { $0.contains("Generating") }
        #expect(
            generating.count == 1 && generating[0].hasSuffix("] Generating feature flags for 'AppFlags'"),
            "\(whitespaceEdit.output)")
        #expect(try modificationDate(generated) == firstWrite, "identical output must not be rewritten")

        try workspace.edit(manifest, replacing: "On everywhere.", with: "On everywhere, edited.")
        let realEdit = try await workspace.build(["--product", "fixture-app"], scratch: "debug")
        #expect(realEdit.status == 0)
        #expect(try String(contentsOf: generated, encoding: .utf8).contains("/// On everywhere, edited."))

        try workspace.edit(manifest, replacing: "\"enabled\": true }", with: "\"enabled\": \"yes\" }")
        let broken = try await workspace.build(["--product", "fixture-app"], scratch: "debug")
        #expect(broken.status != 0)
        #expect(
            broken.output.contains(
                "\(workspace.package.path)/\(manifest):6:82: error: 'enabled' of flag 'onInRelease' must be true, false, "
                    + "a list of configuration names or an object such as { \"except\": [names] } or "
                    + "{ \"in\": [names], \"if\": \"CONDITION\" }, not a string (to enable it in one "
                    + "configuration, write [\"yes\"])."),
            "\(broken.output)")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(20))) func targetWithoutManifestFailsWithWhereToPutOne() async throws {
        let workspace = try FixtureWorkspace.make(fixture: "NoManifest")
        defer { workspace.remove() }
        let build = try await workspace.build([], scratch: "debug")
        #expect(build.status != 0)
        let package = workspace.package.path
        #expect(
            build.output.contains(
                "error: FeatureFlagPlugin: target 'Lonely' has no flags.json. Create '\(package)/Sources/Lonely/flags.json' "
                    + "for this target only, or '\(package)/flags.json' to share one manifest across the package."),
            "\(build.output)")
    }

    /// A project that commits generated code and then updates the library gets a compile error
    /// that says to regenerate, on the line of the stale file, not code that misreads the layout.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(20))) func generatedCodeFromAnOlderFormatFailsToCompileWithTheFix() async throws {
        let workspace = try FixtureWorkspace.make(fixture: "StaleGenerated")
        defer { workspace.remove() }
        let fix =
            "FeatureFlag.swift was generated by a flaggen that doesn't match this FeatureFlagKit: regenerate it "
            + "(`flaggen generate …` or rebuild with the plugin)."
        let unmarked = try await workspace.build(["--target", "StaleFlags"], scratch: "debug")
        #expect(unmarked.status != 0)
        #expect(
            unmarked.output.contains(
                "\(workspace.package.path)/Sources/StaleFlags/FeatureFlag.swift:35:20: error: 'storedValue' is unavailable: "
                    + fix),
            "\(unmarked.output)")
        let formatOne = try await workspace.build(["--target", "FormatOneFlags"], scratch: "debug")
        #expect(formatOne.status != 0)
        #expect(
            formatOne.output.contains(
                "\(workspace.package.path)/Sources/FormatOneFlags/FeatureFlag.swift:25:36: error: "
                    + "'_GeneratedFlagsFormat_1' is unavailable: " + fix),
            "\(formatOne.output)")
    }

    /// The typed flags of a release build: every value as the manifest says; a locked flag is a
    /// constant, so the code behind a test its value fails is gone, while the same test of a flag
    /// a payload may change keeps its code; and a payload changes only what it may, within bounds.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private func expectTypedValuesInRelease(_ workspace: FixtureWorkspace, binary: Data) async throws {
        let contains = { (marker: String) in binary.range(of: Data(marker.utf8)) != nil }
        try await TypedFixture.expectValues(
            workspace, scratch: "release", products: "release", configuration: "appStore")
        #expect(!contains("MARKER_LOCKED_LIMIT_ABOVE_1000_6d1f"))
        #expect(!contains("MARKER_LOCKED_RATIO_ABOVE_HALF_a83e"))
        #expect(contains("MARKER_REMOTE_LIMIT_ABOVE_1000_2c57"))
        let payload = workspace.root.appendingPathComponent("typed-payload.json")
        try Data(
            #"""
            {"version": 1, "flags": {
              "remoteLimit": 5000, "pageSize": 12.0, "greeting": "from \"remote\" \\(x)\n",
              "refreshInterval": -1.5, "balanceFloor": 2.5, "lockedLimit": 5000, "bannerText": "remote"
            }}
            """#.utf8
        ).write(to: payload)
        try await TypedFixture.expectValues(
            workspace, scratch: "release", products: "release", configuration: "appStore", arguments: [payload.path],
            current: ["remoteLimit": "5000", "pageSize": "12", "greeting": #""from \"remote\" \\(x)\n""#],
            diagnostics: [
                "3:3: -1.5 for 'refreshInterval' is below its minimum -1; the entry was ignored.",
                "3:28: 2.5 for 'balanceFloor' is not a whole number, and an integer flag's value is one; the entry was "
                    + "ignored.",
                #"3:49: 'lockedLimit' may not be changed remotely ("remote": false); the value was refused."#,
                #"3:70: 'bannerText' may not be changed remotely ("remote": false); the value was refused."#,
            ])
    }

    private func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    /// Compiler warnings other than the one the fixture provokes on purpose (an expired flag
    /// used in Use.swift). None may come from generated code. (flaggen's own warnings about
    /// the fixture manifests are intended and not compiler warnings.)
    private func unexpectedWarnings(in output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { line in
            line.hasPrefix("/") && line.contains(".swift:") && line.contains(": warning: ")
                && !(line.contains("/Use.swift:") && line.contains("is deprecated: Flag 'in' expired"))
        }
    }
}

/// The command plugin, `swift package flags …`, on the FlagsApp fixture.
@Suite
struct CommandPluginEndToEndTests {
    /// The fixture is in a folder whose name would forge a diagnostic line if printed as is:
    /// the plugin's own lines quote the path as flaggen's do.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(10))) func lintsAndFindsUnusedFlagsInEveryTarget() async throws {
        let forged = "flags.json:1:1: error: forged"
        let workspace = try FixtureWorkspace.make(folder: "FlagsApp\n\(forged)")
        defer { workspace.remove() }
        let manifest = "\"\(workspace.root.path)/FlagsApp\\n\(forged)/Sources/AppFlags/flags.json\""
        let lint = try await workspace.runPackageCommand(["flags", "lint", "--target", "AppFlags"], scratch: "plugin")
        #expect(lint.status == 0, "\(lint.output)")
        #expect(lint.output.contains("lint \(manifest):"), "\(lint.output)")
        #expect(!lint.output.contains("\n\(forged)"), "a line starts with the folder name's second line")
        #expect(lint.output.contains("\(manifest):9:15: warning: flag 'expired' expired on 2020-01-01"))

        let unused = try await workspace.runPackageCommand(
            ["flags", "unused", "--target", "AppFlags"], scratch: "plugin")
        #expect(unused.status == 0, "\(unused.output)")
        #expect(
            unused.output.contains("\(manifest):7:15: warning: flag 'onlyInBranchTest' is not used in any Swift file"))
        #expect(
            !unused.output.contains("flag 'offInRelease' is not used"),
            "fixture-app, which depends on AppFlags, uses it")

        let strict = try await workspace.runPackageCommand(
            ["flags", "unused", "--target", "AppFlags", "--strict"], scratch: "plugin")
        #expect(strict.status != 0)
        #expect(
            strict.output.contains("\(manifest):7:15: error: flag 'onlyInBranchTest' is not used in any Swift file"),
            "\(strict.output)")
    }
}
