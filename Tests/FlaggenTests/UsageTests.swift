import FlaggenCommands
import Testing

@Suite struct UsageTests {
    @Test func noArgumentsPrintsTheOverviewAndIsAUsageError() throws {
        let result = try Flaggen.runProcess([])
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("USAGE: flaggen <command> [arguments]"))
    }

    @Test func versionPrintsOneLineAndSucceeds() throws {
        let result = try Flaggen.runProcess(["--version"])
        #expect(result.status == 0)
        let version = result.standardOutput.dropFirst("flaggen ".count).dropLast().split(
            separator: ".", omittingEmptySubsequences: false)
        #expect(
            result.standardOutput.hasPrefix("flaggen ") && result.standardOutput.hasSuffix("\n"),
            "\(result.standardOutput)")
        #expect(
            version.count == 3 && version.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isWholeNumber) },
            "\(result.standardOutput)")
        #expect(result.standardError.isEmpty)
        #expect(Flaggen.run(["--version"]).standardOutput == "flaggen \(FlaggenVersion.current)\n")
    }

    @Test(arguments: [["--help"], ["help"], ["-h"]])
    func helpSucceeds(arguments: [String]) throws {
        let result = Flaggen.run(arguments)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("generate"))
        #expect(result.standardOutput.contains("lint"))
    }

    @Test(arguments: [
        "generate", "lint", "check", "unused", "validate-remote", "remote-template", "schema", "import", "init",
        "bucket", "simulate",
    ])
    func everyCommandHasHelp(command: String) throws {
        let result = Flaggen.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: flaggen \(command) "))
        // Each argument's line: its label, two spaces or more, its help, all helps in one column.
        let columns = result.standardOutput.split(separator: "\n").filter {
            $0.hasPrefix("  ") && $0.dropFirst(2).first != " "
        }
        .map { line in
            let characters = Array(line)
            let gap = (2..<characters.count - 1).first { characters[$0] == " " && characters[$0 + 1] == " " } ?? 0
            return (gap..<characters.count).first { characters[$0] != " " } ?? 0
        }
        #expect(columns.count >= 2 && Set(columns).count == 1, "\(result.standardOutput)")
    }

    @Test func theBuildPluginsToolNamesItselfInItsHelpAndUsageErrors() throws {
        let help = try Flaggen.runProcess(["--help"], executable: "flaggen-generate")
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: flaggen-generate MANIFEST --output DIR"), "\(help.standardOutput)")
        let missing = try Flaggen.runProcess(["flags.json"], executable: "flaggen-generate")
        #expect(missing.status == 2)
        #expect(
            missing.standardError
                == "flaggen-generate: error: missing --output DIR.\nusage: flaggen-generate MANIFEST --output DIR [--today YYYY-MM-DD]\n"
        )
    }

    @Test(arguments: [
        (["frobnicate"], "flaggen: error: unknown command 'frobnicate'."),
        (["generate", "flags.json"], "flaggen generate: error: missing --output DIR."),
        (["generate", "--output", "x"], "flaggen generate: error: missing MANIFEST."),
        (["lint", "a.json", "b.json"], "flaggen lint: error: unexpected argument 'b.json'."),
        (["lint", "a.json", "--strct"], "flaggen lint: error: unknown option '--strct'."),
        (["lint", "a.json", "--today"], "flaggen lint: error: --today needs a value."),
        (
            ["lint", "a.json", "--today", "tomorrow"],
            "flaggen lint: error: --today must be a date written YYYY-MM-DD, not 'tomorrow'."
        ),
    ])
    func usageErrorsExitWithTwo(arguments: [String], message: String) throws {
        let result = try Flaggen.runProcess(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix(message))
    }
}
