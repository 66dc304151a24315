import Foundation
import Testing

/// Valid input flaggen refused, invalid input it took silently, and messages that didn't say
/// what was wrong.
@Suite struct UnusualInputTests {
    static func configurationFile(_ chain: String) -> String {
        """
        enum BuildConfiguration {
            case alpha, release

            static var current: BuildConfiguration {
                \(chain)
            }
        }

        """
    }

    @Test func aBlockCommentAfterAConditionIsNotPartOfIt() throws {
        let directory = try TemporaryDirectory()
        let configurations = try directory.write(
            Self.configurationFile(
                "#if ALPHA_BUILD /* CI */\n    return .alpha\n    #else\n    return .release\n    #endif"),
            to: "BuildConfiguration.swift")
        let flags = try directory.write(ImportLintCleanTests.flagsFile(cases: ["a"]), to: "FeatureFlag.swift")
        let result = Flaggen.run(["import", flags, configurations])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(#"{"name": "alpha", "condition": "ALPHA_BUILD"}"#))
    }

    /// A file that ends right after `#else`, inside `current`: found by the import fuzz test
    /// (a range from past the end of the body trapped). Run as a child process, so a trap fails
    /// the test instead of the test run.
    @Test func aConfigurationFileEndingAtElseIsAnError() throws {
        let directory = try TemporaryDirectory()
        let configurations = try directory.write(
            "enum BuildConfiguration {\n    case a, b\n    static var current: BuildConfiguration {\n        #if A\n        return .a\n        #else",
            to: "BuildConfiguration.swift")
        let flags = try directory.write(ImportLintCleanTests.flagsFile(cases: ["a"]), to: "FeatureFlag.swift")
        let result = try Flaggen.runProcess(["import", flags, configurations])
        #expect(result.status == 2)
        #expect(
            result.standardError == """
                \(configurations):6:9: error: this branch of 'current' returns no case of the enum; write 'return .name' in each branch.

                """)
    }

    @Test func anUnterminatedBlockCommentIsAnError() throws {
        let directory = try TemporaryDirectory()
        let flags = try directory.write(
            ImportLintCleanTests.flagsFile(cases: ["a"]) + "/* never closed\n", to: "FeatureFlag.swift")
        let result = Flaggen.run(["import", flags])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError
                == "\(flags):10:1: error: this comment is never closed; end it with '*/' (swiftc rejects the file as it is).\n"
        )
    }

    @Test func anArgumentThatIsNotUTF8IsRefused() throws {
        let result = try Flaggen.runShell(#""$0" bucket --unit "$(printf 'a\377')" --group g"#)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError
                == "flaggen: error: argument 3 is not valid UTF-8; flaggen reads its arguments as UTF-8 text.\n")
        #expect(Flaggen.run(["bucket", "--help"]).standardOutput.contains("UTF-8"))
    }

    @Test func aVersionComponentTooLargeIsNamedAsSuch() throws {
        let result = Flaggen.run([
            "simulate", "p.json", "--manifest", "m.json", "--app-version", "1.99999999999999999999",
        ])
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "flaggen simulate: error: --app-version '1.99999999999999999999' has a component above 9223372036854775807, "
                    + "the largest a version component may be.\n"))
    }

    @Test func aFIFOIsNamedAsSuch() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.path("flags.json")
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = Flaggen.run(["lint", fifo])
        #expect(result.status == 1)
        #expect(result.standardError == "flaggen: error: cannot read '\(fifo)': it is a FIFO, not a regular file.\n")
    }

    /// A binary file and a FIFO named `.swift` are reported by name, and the other files are still searched.
    @Test func unusedReportsFilesItCantReadAndSearchesTheRest() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(GenerateAndLintTests.valid, to: "flags.json")
        try FileManager.default.createDirectory(atPath: directory.path("Sources"), withIntermediateDirectories: true)
        let binary = directory.path("Sources/A.swift")
        try Data([0x00, 0xFF, 0xFE, 0x80]).write(to: URL(fileURLWithPath: binary))
        let fifo = directory.path("Sources/B.swift")
        #expect(mkfifo(fifo, 0o644) == 0)
        _ = try directory.write("let isOn = FeatureFlag.a.isEnabled\n", to: "Sources/C.swift")
        let result = Flaggen.run(["unused", manifest, "--sources", directory.path("Sources")])
        #expect(result.status == 0)
        #expect(
            result.standardError == """
                flaggen: warning: cannot read '\(binary)': it is not UTF-8 text (byte 0xFF at 1:2); it was not searched.
                flaggen: warning: cannot read '\(fifo)': it is a FIFO, not a regular file; it was not searched.
                \(manifest):1:37: warning: flag 'a' is on in every configuration and can't be changed remotely \
                (only local overrides can change it); delete it and keep the code it guards.

                """)
    }
}
