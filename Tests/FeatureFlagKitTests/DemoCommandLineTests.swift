import Foundation
import Testing

/// `flags-demo`'s own arguments: help on request, and a message with the usage for a mistake.
@Suite struct DemoCommandLineTests {
    @Test(arguments: ["--help", "-h"])
    func helpPrintsTheUsageAndEachOption(_ flag: String) throws {
        let output = try DemoProcess.run(arguments: [flag], input: "")
        #expect(output.status == 0)
        #expect(output.standardError == "")
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first
                == "usage: flags-demo [--interactive] [--payload URL_OR_FILE] [--unit ID] [--app-version V] [--os-version V]"
        )
        for option in ["--interactive", "--payload URL_OR_FILE", "--unit ID", "--app-version V", "--os-version V"] {
            #expect(lines.contains { $0.hasPrefix("  \(option) ") }, "no line explains \(option)")
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
