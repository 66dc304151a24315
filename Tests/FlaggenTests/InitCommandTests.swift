import FlaggenCommands
import Foundation
import Testing

/// `flaggen init`: the files of a flags-only module, the `Package.swift` lines it prints, and
/// what it refuses. (`InitEndToEndTests` builds the result for real.)
@Suite struct InitCommandTests {
    @Test func scaffoldsAFlagsModuleAndPrintsThePackageLines() throws {
        let folder = try TemporaryDirectory()
        let result = Flaggen.run(["init", folder.url.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let module = folder.path("Sources/Flags")
        #expect(
            result.standardOutput == """
                Created '\(module)/flags.json' (example flags: edit them) and '\(module)/Flags.swift' (SwiftPM drops a target \
                without Swift sources before any plugin runs: keep it).
                Add to the targets of Package.swift:

                        .target(
                            name: "Flags",
                            dependencies: [.product(name: "FeatureFlagKit", package: "FeatureFlagKit")],
                            plugins: [.plugin(name: "FeatureFlagPlugin", package: "FeatureFlagKit")]
                        ),
                        // Every target that reads the flags (the app, its extensions) depends on it:
                        .executableTarget(name: "MyApp", dependencies: ["Flags"]),

                Then `import Flags` and read `FeatureFlag.exampleInDebug.isEnabled`.

                """)
        #expect(
            try String(contentsOfFile: module + "/Flags.swift", encoding: .utf8) == """
                // The Flags module: its flags are in flags.json, from which FeatureFlagPlugin generates
                // `FeatureFlag` and `BuildConfiguration` at build time.
                //
                // SwiftPM drops a target that has no Swift source before any plugin runs, so this file is
                // what makes the module exist: keep it. It re-exports FeatureFlagKit, so code that reads the
                // flags needs `import Flags` alone.
                @_exported import FeatureFlagKit

                """)
    }

    /// A package whose FeatureFlagKit dependency has another identity (a checkout in a folder of
    /// another name) gets lines that name it so.
    @Test func thePackageLinesNameTheDependencyByItsIdentity() throws {
        let folder = try TemporaryDirectory()
        let result = Flaggen.run(["init", folder.url.path, "--dependency", "feature-flags"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                """
                            dependencies: [.product(name: "FeatureFlagKit", package: "feature-flags")],
                            plugins: [.plugin(name: "FeatureFlagPlugin", package: "feature-flags")]
                """), "\(result.standardOutput)")
        let empty = Flaggen.run(["init", try TemporaryDirectory().url.path, "--dependency", ""])
        #expect(empty.status == 2)
        #expect(
            empty.standardError.hasPrefix(
                "flaggen init: error: --dependency can't be empty; give FeatureFlagKit's identity in Package.swift.\n"),
            "\(empty.standardError)")
    }

    /// JSON has no comments: each example flag's description explains its rule form, and the
    /// manifest is clean (not even a warning) and public, since other modules read it.
    @Test func theManifestShowsEveryRuleFormAndLintsClean() throws {
        let folder = try TemporaryDirectory()
        #expect(Flaggen.run(["init", folder.url.path, "--target", "SharedFlags"]).status == 0)
        let manifest = folder.path("Sources/SharedFlags/flags.json")
        let lint = Flaggen.run(["lint", manifest, "--strict"])
        #expect(lint.status == 0)
        #expect(lint.standardError.isEmpty, "\(lint.standardError)")
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        #expect(!text.contains("$schema"))
        for form in [
            #""access": "public""#, #""enabled": true"#, #""enabled": false"#, #""enabled": ["localDeveloper"]"#,
            #""enabled": {"except": ["appStore"]}"#, #""remote": true"#, #""remote": "disable-only""#, #""owner": "#,
        ] {
            #expect(text.contains(form), "\(form) in \(text)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.path("Sources/SharedFlags/SharedFlags.swift")))
    }

    @Test func schemaIsWrittenRelativeToTheManifest() throws {
        let folder = try TemporaryDirectory()
        let schema = folder.path("Checkouts/FeatureFlagKit/Schemas/flags.schema.json")
        try FileManager.default.createDirectory(atPath: folder.path("App"), withIntermediateDirectories: false)
        #expect(Flaggen.run(["init", folder.path("App"), "--schema", schema]).status == 0)
        let text = try String(contentsOfFile: folder.path("App/Sources/Flags/flags.json"), encoding: .utf8)
        #expect(
            text.hasPrefix(
                #"{"# + "\n" + #"  "$schema": "../../../Checkouts/FeatureFlagKit/Schemas/flags.schema.json","#))
    }

    @Test func refusesToOverwriteAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path("Sources/Flags"), withIntermediateDirectories: true)
        let manifest = try folder.write("{}\n", to: "Sources/Flags/flags.json")
        let refused = Flaggen.run(["init", folder.url.path])
        #expect(refused.status == 1)
        #expect(refused.standardOutput.isEmpty)
        #expect(
            refused.standardError == """
                flaggen: error: '\(manifest)' already exists; init never overwrites a file. Edit it, or scaffold another module \
                with --target NAME.

                """)
        #expect(try String(contentsOfFile: manifest, encoding: .utf8) == "{}\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("Sources/Flags/Flags.swift")))

        try FileManager.default.removeItem(atPath: manifest)
        let swiftFile = try folder.write("let x = 1\n", to: "Sources/Flags/Flags.swift")
        let refusedSwift = Flaggen.run(["init", folder.url.path])
        #expect(refusedSwift.status == 1)
        #expect(refusedSwift.standardError.hasPrefix("flaggen: error: '\(swiftFile)' already exists;"))
        #expect(!FileManager.default.fileExists(atPath: manifest))
    }

    /// A link to nothing where the Swift file goes: nothing exists there to read, but the
    /// file can't be made. Both are checked before anything is written.
    @Test func aDanglingLinkWhereAFileGoesWritesNothing() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path("Sources/Flags"), withIntermediateDirectories: true)
        let swiftFile = folder.path("Sources/Flags/Flags.swift")
        #expect(symlink("nowhere", swiftFile) == 0)
        let refused = Flaggen.run(["init", folder.url.path])
        #expect(refused.status == 1)
        #expect(refused.standardError.hasPrefix("flaggen: error: '\(swiftFile)' already exists;"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Sources/Flags/flags.json")))
    }

    @Test func aFileWhereTheModuleFolderGoesIsReportedAndNothingIsWritten() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path("Sources"), withIntermediateDirectories: true)
        let file = try folder.write("", to: "Sources/Flags")
        let refused = Flaggen.run(["init", folder.url.path])
        #expect(refused.status == 1)
        #expect(
            refused.standardError == """
                flaggen: error: '\(file)' is a regular file, not a folder; init writes the module's files there. Move it, \
                or scaffold another module with --target NAME.

                """)
    }

    @Test(arguments: [
        (
            "My Flags",
            "--target must be a Swift identifier (ASCII letters, digits and '_', not starting with a digit), not 'My Flags'."
        ),
        (
            "1Flags",
            "--target must be a Swift identifier (ASCII letters, digits and '_', not starting with a digit), not '1Flags'."
        ),
        ("", "--target must be a Swift identifier (ASCII letters, digits and '_', not starting with a digit), not ''."),
        ("class", "--target can't be the Swift keyword 'class': `import class` doesn't compile."),
        (
            "FeatureFlag",
            "--target can't be 'FeatureFlag': the plugin generates a type and a file of that name in the module."
        ),
        ("FeatureFlagKit", "--target can't be 'FeatureFlagKit': it is the library the module imports."),
        (
            String(repeating: "F", count: 250),
            "--target has 250 characters; a module name may have at most 249, so that "
                + "its Swift file, NAME.swift, has a name of at most 255 bytes."
        ),
    ])
    func rejectsTargetNamesThatCantBeAModule(name: String, message: String) throws {
        let folder = try TemporaryDirectory()
        let result = Flaggen.run(["init", folder.url.path, "--target", name])
        #expect(result.status == 2)
        #expect(
            result.standardError == """
                flaggen init: error: \(message)
                usage: flaggen init [PACKAGE_DIR] [--target NAME] [--schema FILE] [--dependency NAME]

                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func aPackageFolderThatDoesNotExistIsAUsageError() throws {
        let folder = try TemporaryDirectory()
        let missing = folder.path("Nowhere")
        let result = Flaggen.run(["init", missing])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("flaggen init: error: PACKAGE_DIR '\(missing)' is not a folder.\n"))
    }
}
