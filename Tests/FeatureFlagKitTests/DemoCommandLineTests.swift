import Foundation
import Testing

/// `flags-demo`'s own arguments: help on request, and a message with the usage for a mistake.
@Suite struct DemoCommandLineTests {
    @Test(arguments: [["--help"], ["-h"], ["--unit", "--help"], ["--bogus", "-h"]])
    func helpPrintsTheUsageAndEachOption(_ arguments: [String]) throws {
        let output = try DemoProcess.run(arguments: arguments, input: "")
        #expect(output.status == 0)
        #expect(output.standardError == "")
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first
                == "usage: flags-demo [--interactive] [--payload URL_OR_FILE] [--unit ID] [--app-version V] [--os-version V]"
        )
        let options = ["--interactive", "--payload URL_OR_FILE", "--unit ID", "--app-version V", "--os-version V"]
        for option in options {
            #expect(lines.contains { $0.hasPrefix("  \(option) ") }, "no line explains \(option)")
        }
        let columns = lines.filter { $0.hasPrefix("  -") }.map(Self.explanationColumn)
        #expect(
            columns.count == options.count + 1 && Set(columns).count == 1, "the help's column is ragged: \(columns)")
    }

    /// Where an option's explanation starts: the first character after two spaces, past the option.
    private static func explanationColumn(_ line: Substring) -> Int? {
        let characters = Array(line)
        return (4..<characters.count).first {
            characters[$0 - 2] == " " && characters[$0 - 1] == " " && characters[$0] != " "
        }
    }

    @Test func anOptionWithoutItsValueNamesItAndShowsTheUsage() throws {
        let output = try DemoProcess.run(arguments: ["--unit"], input: "")
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(
            output.standardError
                == "flags-demo: --unit needs a value.\nusage: flags-demo [--interactive] [--payload URL_OR_FILE] [--unit ID] [--app-version V] [--os-version V]\n"
        )
    }
}
