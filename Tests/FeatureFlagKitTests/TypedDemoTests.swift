import Foundation
import Testing

/// `flags-demo` with the package's typed flags (uploadLimit, refreshInterval, supportEmail):
/// their values in the report and the app's reads, `set` in `--interactive`, and payloads
/// with typed values.
@Suite struct TypedDemoTests {
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

    /// The cells of the report's row for `flag`.
    private func row(of flag: String, in report: String) -> [String]? {
        report.split(separator: "\n").first { $0.hasPrefix("\(flag) ") }?
            .components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A payload file with `flags` (the members of its `flags` object), removed after the test.
    private func payloadFile(_ flags: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-typed-\(UUID().uuidString).json")
        try Data(#"{"version": 1, "flags": {\#(flags)}}"#.utf8).write(to: url)
        return url
    }

    @Test func theReportShowsEachTypedFlagsValueRuleAndPolicy() throws {
        let output = try DemoProcess.run(arguments: [], input: "")
        #expect(output.status == 0, "flags-demo exited with \(output.status): \(output.standardError)")
        let report = output.standardOutput
        #expect(
            row(of: "uploadLimit", in: report) == [
                "uploadLimit", "25", "always 25", "any value", "allowed", "25: compiled value in localDeveloper",
            ])
        #expect(
            row(of: "refreshInterval", in: report) == [
                "refreshInterval", "5", "5 in localDeveloper; otherwise 300", "any value", "allowed",
                "5: compiled value in localDeveloper",
            ])
        #expect(
            row(of: "supportEmail", in: report)?.prefix(3) == [
                "supportEmail", "\"help@example.com\"", "always \"help@example.com\"",
            ])
        #expect(
            report.contains(
                "It accepts uploads of up to 25 MB, refreshes the feed every 5.0 seconds and sends help mail to help@example.com.\n"
            ))
    }

    @Test func aPayloadSetsTypedValuesAndItsOutOfBoundsValuesAreReported() throws {
        let good = try payloadFile(
            #""uploadLimit": 120, "refreshInterval": [{"value": 60, "platforms": ["iOS"]}, {"value": 30}], "supportEmail": "qa@example.com""#
        )
        defer { try? FileManager.default.removeItem(at: good) }
        let applied = try DemoProcess.run(arguments: ["--payload", good.path], input: "").standardOutput
        #expect(row(of: "uploadLimit", in: applied)?.prefix(2) == ["uploadLimit", "120"])
        #expect(
            row(of: "refreshInterval", in: applied)?.last?.hasPrefix("30: remote rule 2 (no conditions) fetched ")
                == true)
        #expect(applied.contains("refreshes the feed every 30.0 seconds and sends help mail to qa@example.com."))

        let bad = try payloadFile(#""uploadLimit": 1200, "supportEmail": 5"#)
        defer { try? FileManager.default.removeItem(at: bad) }
        let refused = try DemoProcess.run(arguments: ["--payload", bad.path], input: "").standardOutput
        #expect(row(of: "uploadLimit", in: refused)?.last == "25: compiled value in localDeveloper")
        #expect(
            refused.hasSuffix(
                """
                diagnostics:
                - 1:26: 1200 for 'uploadLimit' is above its maximum 500; the entry was ignored.
                - 1:47: 5 for 'supportEmail' is an integer, not a string (at most 254 UTF-8 bytes); the entry was ignored.

                """ + "\n"))
    }

    @Test func setReadsATypedValueAsTheFlagsTypeAndRefusalsNameTheBound() throws {
        let answers = try transcript(of: [
            "search upload", "set uploadLimit 100", "set uploadLimit 900", "set uploadLimit lots",
            "set uploadLimit 2.5",
            "set refreshInterval 0.5", "set refreshInterval 2.5", "set supportEmail qa team@example.com",
            "toggle uploadLimit", "set uploadLimit", "clear uploadLimit", "quit",
        ])
        #expect(
            answers["search upload"]
                == "media-team\n  uploadLimit  25: compiled value in localDeveloper  (integer, 1...500)")
        #expect(answers["set uploadLimit 100"] == "  uploadLimit  100: local override  (integer, 1...500)")
        #expect(answers["set uploadLimit 900"] == "cannot override 'uploadLimit': 900 is above its maximum 500.")
        #expect(
            answers["set uploadLimit lots"] == "cannot override 'uploadLimit': \"lots\" is not an integer (1...500).")
        #expect(
            answers["set uploadLimit 2.5"]
                == "cannot override 'uploadLimit': 2.5 is not a whole number, and an integer flag's value is one.")
        #expect(answers["set refreshInterval 0.5"] == "cannot override 'refreshInterval': 0.5 is below its minimum 1.")
        #expect(answers["set refreshInterval 2.5"] == "  refreshInterval  2.5: local override  (double, at least 1)")
        #expect(
            answers["set supportEmail qa team@example.com"]
                == "  supportEmail  \"qa team@example.com\": local override  (string, at most 254 UTF-8 bytes)")
        #expect(
            answers["toggle uploadLimit"] == """
                cannot override 'uploadLimit': false is a Boolean, not an integer (1...500).
                'uploadLimit' has integer values, not on and off: type 'set uploadLimit VALUE'.
                """)
        #expect(
            answers["set uploadLimit"]
                == "Type 'set FLAG VALUE', such as 'set newEditor on' or 'set checkoutFlow express'.")
        #expect(
            answers["clear uploadLimit"] == "  uploadLimit  25: compiled value in localDeveloper  (integer, 1...500)")
    }

    @Test func aRefreshedPayloadsTypedValueShowsInTheMenu() throws {
        let payload = try payloadFile(#""supportEmail": "remote@example.com""#)
        defer { try? FileManager.default.removeItem(at: payload) }
        let answers = try transcript(of: ["refresh", "search support"], arguments: ["--payload", payload.path])
        #expect(
            answers["search support"]?.hasPrefix(
                "No owner\n  supportEmail  \"remote@example.com\": remote value fetched ") == true)
    }
}
