import Foundation
import Testing

/// `flags-demo --interactive` run as a child process with a scripted standard input: the flags
/// screen's model driving a terminal menu, end to end.
@Suite struct InteractiveDemoTests {
    /// The answer to each command of the script, by command line, without its last newline.
    private func transcript(of script: [String], arguments: [String] = []) throws -> [String: String] {
        let output = try DemoProcess.run(
            arguments: ["--interactive"] + arguments, input: script.joined(separator: "\n") + "\n")
        #expect(output.status == 0, "flags-demo exited with \(output.status): \(output.standardError)")
        var answers: [String: String] = [:]
        for block in output.standardOutput.components(separatedBy: "\n> ").dropFirst() {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
            answers[String(lines[0])] = lines.dropFirst().joined(separator: "\n").trimmingCharacters(in: .newlines)
        }
        return answers
    }

    @Test func aScriptedSessionListsSearchesTogglesAndClears() throws {
        let answers = try transcript(of: [
            "list", "search quick", "toggle quickStart", "clear quickStart", "toggle paymentsSandbox",
            "toggle noSuchFlag", "bogus", "toggle newEditor", "clear all", "search zzz", "search", "group state",
            "quit",
        ])
        #expect(answers["list"]?.contains("editor-team\n  newEditor  off: compiled value in localDeveloper") == true)
        #expect(
            answers["search quick"]
                == "onboarding-team\n  quickStart (quick_start)  on: compiled value in localDeveloper")
        #expect(answers["toggle quickStart"] == "  quickStart (quick_start)  off: local override")
        #expect(answers["clear quickStart"] == "  quickStart (quick_start)  on: compiled value in localDeveloper")
        #expect(
            answers["toggle paymentsSandbox"]
                == "This flag can't be overridden here: the flag forbids local overrides (\"local\": false).")
        #expect(answers["toggle noSuchFlag"] == "No flag is named 'noSuchFlag'. Type 'list' to see the flags.")
        #expect(answers["bogus"] == "Unknown command 'bogus'. Type 'help' to see the commands.")
        #expect(answers["toggle newEditor"] == "  newEditor  on: local override")
        #expect(answers["clear all"] == "Cleared every local override.")
        #expect(answers["search zzz"] == "No flag matches 'zzz'. Type 'list' to see every flag.")
        #expect(
            answers["group state"]?.hasPrefix("On\n  exampleFeature  on: compiled value in localDeveloper\n") == true)
        #expect(answers["group state"]?.contains("Off\n  newEditor  off: compiled value in localDeveloper") == true)
    }

    @Test func setPicksAVariantOrTurnsABooleanFlagOnOrOff() throws {
        let answers = try transcript(of: [
            "search checkout", "set checkoutFlow express", "set checkoutFlow fast", "toggle checkoutFlow",
            "clear checkoutFlow", "set newEditor on", "set newEditor false", "set newEditor maybe",
            "set paymentsSandbox off", "set checkoutFlow", "set noSuchFlag on", "quit",
        ])
        #expect(
            answers["search checkout"] == "payments-team\n  checkoutFlow  oneStep: compiled value in localDeveloper")
        #expect(answers["set checkoutFlow express"] == "  checkoutFlow  express: local override")
        #expect(
            answers["set checkoutFlow fast"]
                == "cannot override 'checkoutFlow': 'fast' is not one of its values ('control', 'oneStep', 'express')."
        )
        #expect(
            answers["toggle checkoutFlow"] == """
                cannot override 'checkoutFlow': false is not one of its values ('control', 'oneStep', 'express').
                'checkoutFlow' has variants, not on and off: type 'set checkoutFlow VARIANT'.
                """)
        #expect(answers["clear checkoutFlow"] == "  checkoutFlow  oneStep: compiled value in localDeveloper")
        #expect(answers["set newEditor on"] == "  newEditor  on: local override")
        #expect(answers["set newEditor false"] == "  newEditor  off: local override")
        #expect(
            answers["set newEditor maybe"] == "'newEditor' is on or off: type 'set newEditor on' or 'off'.")
        #expect(
            answers["set paymentsSandbox off"]
                == "This flag can't be overridden here: the flag forbids local overrides (\"local\": false).")
        #expect(
            answers["set checkoutFlow"]
                == "Type 'set FLAG VALUE', such as 'set newEditor on' or 'set checkoutFlow express'.")
        #expect(answers["set noSuchFlag on"] == "No flag is named 'noSuchFlag'. Type 'list' to see the flags.")
    }

    @Test func overridesDoNotOutliveTheProcess() throws {
        _ = try transcript(of: ["toggle newEditor", "quit"])
        let answers = try transcript(of: ["search newEditor"])
        #expect(answers["search newEditor"] == "editor-team\n  newEditor  off: compiled value in localDeveloper")
    }

    @Test func refreshFetchesTheRemotePayloadOnlyWhenAsked() throws {
        let payload = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flags-demo-\(UUID().uuidString).json")
        try Data(#"{"version": 1, "flags": {"newEditor": true}}"#.utf8).write(to: payload)
        defer { try? FileManager.default.removeItem(at: payload) }
        let answers = try transcript(
            of: ["search editor", "refresh", "search newEditor"], arguments: ["--payload", payload.path])
        #expect(answers["search editor"] == "editor-team\n  newEditor  off: compiled value in localDeveloper")
        #expect(answers["refresh"]?.hasPrefix("Remote payload: Updated at ") == true, "\(answers["refresh"] ?? "")")
        #expect(answers["search newEditor"]?.hasPrefix("editor-team\n  newEditor  on: remote value fetched ") == true)
    }
}
