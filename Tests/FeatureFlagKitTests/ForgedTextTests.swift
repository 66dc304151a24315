import FeatureFlagKit
import FeatureFlagKitCloudKit
import Foundation
import Testing

/// Text from outside (payload keys and values, stored files, CloudKit records) must never end
/// a line or reach a terminal raw in what the store reports: one diagnostic, one line.
@Suite struct ForgedTextTests {
    /// `x` + newline + a forged `1:1: error:` line + an ANSI color escape, as written in JSON.
    private static let hostileKeyJSON = #"x\n1:1: error: forged\u001B[31m"#
    /// The same key as the reports show it.
    private static let hostileKeyShown = #""x\n1:1: error: forged\u001B[31m""#

    private static func hasNoLineBreakOrEscape(_ text: String) -> Bool {
        !text.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}"
        }
    }

    private func diagnostics(ofPayload json: String) throws -> [FlagDiagnostic] {
        let decoded = try RemotePayload.decode(Array(json.utf8))
        return decoded.diagnostics + FlagStore<FeatureFlag>(configuration: .debug).applyRemotePayload(decoded.payload)
    }

    @Test func anUnknownKeyWithANewlineAndAnEscapeIsShownEscapedOnOneLine() throws {
        let diagnostics = try diagnostics(ofPayload: #"{"version": 1, "flags": {"\#(Self.hostileKeyJSON)": true}}"#)
        #expect(
            diagnostics.map(\.description) == ["1:26: \(Self.hostileKeyShown) is not a flag of this build; ignored."])
        #expect(diagnostics.first?.key == "x\n1:1: error: forged\u{1B}[31m", "the key itself is kept as sent, for code")
    }

    @Test func anEntryWithAHostileKeyAndAWrongTypeIsShownEscapedOnOneLine() throws {
        let diagnostics = try diagnostics(ofPayload: #"{"version": 1, "flags": {"\#(Self.hostileKeyJSON)": null}}"#)
        #expect(
            diagnostics.map(\.description) == [
                "1:61: \(Self.hostileKeyShown) must be true, false, a variant's name, a number, a string, a rule such as { \"value\": true, \"rollout\": 25 } or a list of rules, not null; the entry was ignored."
            ])
    }

    @Test(arguments: [
        #"{"version": 1, "\#(hostileKeyJSON)": 0, "flags": {}}"#,
        #"{"version": 1, "flags": {"kill_switch": {"value": false, "\#(hostileKeyJSON)": 1}}}"#,
        #"{"version": 1, "flags": {"\#(hostileKeyJSON)": {"configurations": []}}}"#,
        #"{"version": 1, "flags": {"\#(hostileKeyJSON)": {"value": true, "configurations": 1}}}"#,
        #"{"version": 1, "flags": {"onlyInQA": {"value": true, "configurations": ["\#(hostileKeyJSON)"]}}}"#,
        #"{"version": 1, "flags": {"\#(hostileKeyJSON)": true, "\#(hostileKeyJSON)": true}}"#,
    ])
    func everyPayloadDiagnosticQuotesTheTextItQuotes(json: String) throws {
        let diagnostics = try diagnostics(ofPayload: json)
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            #expect(Self.hasNoLineBreakOrEscape(diagnostic.description), "\(diagnostic.description)")
            #expect(diagnostic.description.contains(Self.hostileKeyShown), "\(diagnostic.description)")
        }
    }

    @Test func aVersionStringIsQuoted() {
        let json = #"{"version": "\#(Self.hostileKeyJSON)", "flags": {}}"#
        #expect(
            throws: PayloadRejection(
                .unsupportedVersion,
                "version \(Self.hostileKeyShown) (a string) is not supported; this app reads version 1 payloads.",
                line: 1, column: 13)
        ) { try RemotePayload.decode(Array(json.utf8)) }
    }

    @Test func aCorruptOverrideFileWhoseKeyHoldsANewlineIsReportedOnOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-forged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("overrides.json")
        try Data(#"{"version": 1, "overrides": {"\#(Self.hostileKeyJSON)": 1}}"#.utf8).write(to: file)
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: .file(file))
        let message = try #require(store.recentDiagnostics.first?.message)
        #expect(
            message
                == "local overrides in \(file.path) are corrupt (\(Self.hostileKeyShown) is not true, false, a variant's name, or a typed value such as {\"integer\": 100}); they were ignored."
        )
    }

    @Test(arguments: [
        #"{"\#(hostileKeyJSON)": true}"#,
        #"{"paywall": "\#(hostileKeyJSON)"}"#,
        #"{"bit0": "\#(hostileKeyJSON)"}"#,
        #"{"bit0": true, "bit0": "\#(hostileKeyJSON)", "\#(hostileKeyJSON)": 1}"#,
        "{\"bit0\": tr\u{1B}[31m\n1:1: error: forged}",
    ])
    func everyLaunchOverrideDiagnosticIsOneLine(overrides: String) {
        let store = FlagStore<FeatureFlag>(
            configuration: .debug, environment: ["FEATUREFLAGKIT_OVERRIDES": overrides])
        #expect(!store.recentDiagnostics.isEmpty)
        for diagnostic in store.recentDiagnostics {
            #expect(Self.hasNoLineBreakOrEscape(diagnostic.description), "\(diagnostic.description)")
        }
    }

    @Test func cloudKitRecordNamesAndFeatureNamesAreQuoted() {
        let hostile = "r\n1:1: error: forged\u{1B}[31m"
        let skipped = FeatureStatusPayload(records: [
            FeatureStatusRecord(recordName: hostile, featureName: nil, isActive: 1),
            FeatureStatusRecord(recordName: "a", featureName: hostile, isActive: 1),
            FeatureStatusRecord(recordName: "b", featureName: hostile, isActive: 0),
        ]).skipped
        #expect(skipped.count == 2)
        #expect(skipped.allSatisfy(Self.hasNoLineBreakOrEscape), "\(skipped)")
    }

    @Test func aTextReportShowsEachDiagnosticOnOneLine() {
        let diagnostic = FlagDiagnostic(origin: .source, message: "first line\nforged: line\u{1B}[0m")
        let text = FlagReport<FeatureFlag>(FlagSnapshot(configuration: .debug), diagnostics: [diagnostic]).text
        #expect(text.hasSuffix("diagnostics:\n- \"first line\\nforged: line\\u001B[0m\"\n"))
    }

    @Test func aTextTableKeepsEachRowOnOneLine() {
        let table = TextTable(header: ["flag", "why"], rows: [["a", "one\ntwo"], ["b", "fine"]])
        #expect(table.text == "flag  why\n----  ----------\na     \"one\\ntwo\"\nb     fine\n")
    }
}
