import Foundation
import Testing

/// `flags-demo` launched as a UI test launches an app: a child process with
/// `FEATUREFLAGKIT_OVERRIDES` in its environment, read by its shared store (a debug build, so
/// `localDeveloper`, which honours local overrides).
@Suite struct LaunchOverrideDemoTests {
    private func demo(_ arguments: [String] = [], overrides: String, input: String = "") throws -> String {
        let output = try DemoProcess.run(
            arguments: arguments, environment: ["FEATUREFLAGKIT_OVERRIDES": overrides], input: input)
        #expect(output.status == 0, "flags-demo exited with \(output.status): \(output.standardError)")
        return output.standardOutput
    }

    /// The explanation column of the report's row for `flag`.
    private func explanation(of flag: String, in report: String) -> String? {
        let row = report.split(separator: "\n").first { $0.hasPrefix("\(flag) ") }
        return row?.components(separatedBy: "  ").filter { !$0.isEmpty }.last?.trimmingCharacters(in: .whitespaces)
    }

    @Test func theLaunchOverridesAreInForceAndEveryRefusedOneIsReported() throws {
        let report = try demo(
            overrides: """
                {"newEditor": true, "checkoutFlow": "express", "quick_start": false, "nope": true,
                 "revisions": "on", "paymentsSandbox": false}
                """)
        #expect(report.contains("The app shows the block editor, without the Quick Start checklist.\n"))
        #expect(explanation(of: "newEditor", in: report) == "on: local override from FEATUREFLAGKIT_OVERRIDES")
        #expect(explanation(of: "checkoutFlow", in: report) == "express: local override from FEATUREFLAGKIT_OVERRIDES")
        #expect(explanation(of: "quickStart", in: report) == "off: local override from FEATUREFLAGKIT_OVERRIDES")
        #expect(explanation(of: "revisions", in: report) == "on: compiled value in localDeveloper")
        #expect(
            report.hasSuffix(
                """
                diagnostics:
                - the launch override of 'nope' in FEATUREFLAGKIT_OVERRIDES is refused: FeatureFlag has no flag with that key.
                - the launch override of 'revisions' in FEATUREFLAGKIT_OVERRIDES is refused: 'revisions' is a Boolean flag: its value is true or false, not "on".
                - the launch override of 'paymentsSandbox' in FEATUREFLAGKIT_OVERRIDES is refused: the flag forbids local overrides ("local": false).

                """ + "\n"))
    }

    @Test func aValueThatIsNotJSONIsReportedAndNothingApplies() throws {
        let report = try demo(overrides: #"{"newEditor": true"#)
        #expect(report.contains("The app shows the classic editor, with the Quick Start checklist.\n"))
        #expect(explanation(of: "newEditor", in: report) == "off: compiled value in localDeveloper")
        #expect(
            report.hasSuffix(
                """
                diagnostics:
                - FEATUREFLAGKIT_OVERRIDES is not valid JSON, so no launch override was applied: 1:19: the document ends where ',' or '}' to continue the object was expected.

                """ + "\n"))
    }

    @Test func theFlagsScreenShowsALaunchOverrideAndATesterCanClearIt() throws {
        let transcript = try demo(
            ["--interactive"], overrides: #"{"newEditor": true}"#, input: "search newEditor\nclear newEditor\nquit\n")
        #expect(
            transcript.contains(
                """
                > search newEditor
                editor-team
                  newEditor  on: local override from FEATUREFLAGKIT_OVERRIDES
                > clear newEditor
                  newEditor  off: compiled value in localDeveloper
                """))
    }
}
