import FeatureFlagKit
import Foundation
import Testing

@Suite struct RemotePayloadTests {
    /// A snapshot of a new store of `configuration` with `payload` applied, and what applying left out.
    private func applying(_ payload: RemotePayload, in configuration: FeatureFlag.Configuration) -> (
        snapshot: FlagSnapshot<FeatureFlag>, diagnostics: [FlagDiagnostic]
    ) {
        let store = FlagStore<FeatureFlag>(configuration: configuration)
        let diagnostics = store.applyRemotePayload(payload)
        return (store.snapshot(), diagnostics)
    }

    private func decode(_ json: String) throws(PayloadRejection) -> DecodedPayload {
        try RemotePayload.decode(Array(json.utf8))
    }

    @Test func decodesBothEntryForms() throws {
        let decoded = try decode(
            #"""
            {"version": 1, "flags": {
              "kill_switch": false,
              "onlyInQA": {"value": true, "configurations": ["qa"]}
            }}
            """#)
        #expect(decoded.diagnostics == [])
        #expect(
            decoded.payload.entries == [
                RemotePayload.Entry(key: "kill_switch", value: false, offset: 28),
                RemotePayload.Entry(key: "onlyInQA", value: true, configurations: ["qa"], offset: 52),
            ])
        var locator = decoded.payload.locator()
        #expect(
            decoded.payload.entries.map { locator.diagnostic("", about: $0) }.map { [$0.line, $0.column] } == [
                [2, 3], [3, 3],
            ])
    }

    @Test(arguments: [
        (
            "<html>",
            PayloadRejection(
                .invalidJSON,
                "unexpected character '<' where a value was expected (an object, array, string, number, true, false or null).",
                line: 1, column: 1)
        ),
        (
            "[]",
            PayloadRejection(.invalidDocument, "a payload must be a JSON object, not an array.", line: 1, column: 1)
        ),
        (
            #"{"flags": {}}"#,
            PayloadRejection(
                .invalidDocument,
                "the payload has no \"version\"; version 1 payloads start with { \"version\": 1, … }.", line: 1,
                column: 1)
        ),
        (
            #"{"version": 2, "flags": {}}"#,
            PayloadRejection(
                .unsupportedVersion, "version 2 is not supported; this app reads version 1 payloads.", line: 1,
                column: 13)
        ),
        (
            #"{"version": "1", "flags": {}}"#,
            PayloadRejection(
                .unsupportedVersion, "version '1' (a string) is not supported; this app reads version 1 payloads.",
                line: 1, column: 13)
        ),
        (
            #"{"version": 1}"#,
            PayloadRejection(.invalidDocument, "the payload has no \"flags\" object.", line: 1, column: 1)
        ),
        (
            #"{"version": 1, "flags": []}"#,
            PayloadRejection(
                .invalidDocument, "\"flags\" must be an object of key: value pairs, not an array.", line: 1, column: 25)
        ),
        (
            #"{"version": 1, "flags": {"a": true"#,
            PayloadRejection(
                .invalidJSON, "the document ends where ',' or '}' to continue the object was expected.", line: 1,
                column: 35)
        ),
        (
            #"{"version": 1, "flags": {}, "flags": {"a": true}}"#,
            PayloadRejection(
                .invalidDocument, "\"flags\" appears twice; the payload is ambiguous.", line: 1, column: 29)
        ),
        (
            #"{"version": 1, "version": 2, "flags": {}}"#,
            PayloadRejection(
                .invalidDocument, "\"version\" appears twice; the payload is ambiguous.", line: 1, column: 16)
        ),
    ])
    func rejectsMalformedDocumentsWhole(json: String, rejection: PayloadRejection) {
        #expect(throws: rejection) { try decode(json) }
    }

    @Test func rejectsPayloadsOverTheSizeLimit() {
        let bytes = Array(#"{"version": 1, "flags": {}}"#.utf8)
        #expect(throws: PayloadRejection(.tooLarge, "the payload is 27 bytes, more than the limit of 26 bytes.")) {
            try RemotePayload.decode(bytes, sizeLimit: 26)
        }
    }

    @Test func rejectsHostileNesting() {
        let json = #"{"version": 1, "flags": {"a": "# + String(repeating: "[", count: 100_000)
        #expect(throws: PayloadRejection.self) { try decode(json) }
    }

    /// Entries that are not a value or rules are dropped when decoding; a value of the wrong
    /// kind for its flag (a number or a string for a Boolean flag) decodes, and is ignored when
    /// the payload is applied.
    @Test func dropsAndReportsMalformedEntriesButKeepsTheRest() throws {
        let decoded = try decode(
            #"""
            {"version": 1, "generatedBy": "ci", "flags": {
              "a": null,
              "b": {"value": true, "colour": "red"},
              "c": {"configurations": ["qa"]},
              "d": {"value": true, "configurations": "qa"},
              "offAllowedLocal": 7,
              "offAllowedNoLocal": {"value": ""},
              "e": true,
              "e": false
            }}
            """#)
        #expect(decoded.payload.entries.map(\.key) == ["offAllowedLocal", "offAllowedNoLocal", "e", "e"])
        #expect(
            decoded.diagnostics.map(\.description) == [
                #"1:16: the top-level field 'generatedBy' is not part of version 1 and was ignored."#,
                #"2:8: 'a' must be true, false, a variant's name, a number, a string, a rule such as { "value": true, "rollout": 25 } or a list of rules, not null; the entry was ignored."#,
                #"3:24: 'b' has the unknown field 'colour' (allowed: value, split, configurations, rollout, group, units, appVersion, build, osVersion, platforms); the entry was ignored."#,
                #"4:8: 'c' needs "value": true, false, a variant's name, a number or a string, or a "split"; the entry was ignored."#,
                #"5:42: "configurations" of 'd' must be a list of configuration names; the entry was ignored."#,
            ])
        let outcome = applying(decoded.payload, in: .release)
        #expect(
            outcome.diagnostics.map(\.description) == [
                #"6:3: 'offAllowedLocal' is a Boolean flag: its value is true or false, not 7; the entry was ignored."#,
                #"7:3: 'offAllowedNoLocal' is a Boolean flag: its value is true or false, not ""; the entry was ignored."#,
                #"8:3: 'e' is not a flag of this build; ignored."#,
                #"9:3: 'e' appears twice in "flags"; the first one is used."#,
            ])
        #expect(!outcome.snapshot[.offAllowedLocal] && !outcome.snapshot[.offAllowedNoLocal])
        #expect(outcome.snapshot.evaluation(of: .offAllowedLocal).details.remoteValueIndex == nil)
    }

    @Test func resolvesAgainstTheCatalogAndReportsWhatItIgnores() throws {
        let decoded = try decode(
            #"""
            {"version": 1, "flags": {
              "unknownFlag": true,
              "onForbiddenLocal": false,
              "kill_switch": true,
              "onlyInQA": {"value": true, "configurations": ["qa", "staging"]},
              "offAllowedLocal": {"value": true, "configurations": ["release"]}
            }}
            """#)
        let outcome = applying(decoded.payload, in: .debug)
        let snapshot = outcome.snapshot
        #expect(
            outcome.diagnostics.map(\.description) == [
                #"2:3: 'unknownFlag' is not a flag of this build; ignored."#,
                #"3:3: 'onForbiddenLocal' may not be changed remotely ("remote": false); the value was refused."#,
                #"4:3: 'kill_switch' may only be turned off remotely ("remote": "disable-only"); the value was refused."#,
                #"5:3: 'onlyInQA' names unknown configurations: 'staging'."#,
            ])
        #expect(snapshot[.onForbiddenLocal])
        #expect(snapshot[.killSwitch])
        #expect(!snapshot[.onlyInQA], "the entry is limited to qa")
        #expect(!snapshot[.offAllowedLocal], "the entry is limited to release")
        #expect(snapshot.evaluation(of: .onlyInQA).details.remoteValueIndex == nil)
    }

    @Test func aRepeatedKeyIsReportedAndTheFirstOneWins() throws {
        let decoded = try decode(#"{"version": 1, "flags": {"bit0": true, "bit0": false, "nope": true, "nope": true}}"#)
        let outcome = applying(decoded.payload, in: .release)
        #expect(outcome.snapshot[.bit0])
        #expect(
            outcome.diagnostics.map(\.description) == [
                #"1:40: 'bit0' appears twice in "flags"; the first one is used."#,
                #"1:55: 'nope' is not a flag of this build; ignored."#,
                #"1:69: 'nope' appears twice in "flags"; the first one is used."#,
            ])
    }

    @Test func aFieldTwiceInARuleIsReportedAndTheFirstOneWins() throws {
        let decoded = try decode(#"{"version": 1, "flags": {"bit0": {"value": true, "value": false}}}"#)
        #expect(decoded.diagnostics.map(\.description) == [#"1:50: 'bit0' has "value" twice; the first one is used."#])
        let outcome = applying(decoded.payload, in: .release)
        #expect(outcome.snapshot[.bit0])
    }

    @Test func aSnapshotIsUnchangedByLaterPayloadsAndAPayloadReplacesTheWholeRemoteLayer() throws {
        let store = FlagStore<FeatureFlag>(configuration: .release)
        let start = store.snapshot()
        store.applyRemotePayload(RemotePayload(entries: [.init(key: "offAllowedLocal", value: true)]))
        let first = store.snapshot()
        store.applyRemotePayload(RemotePayload(entries: [.init(key: "offAllowedNoLocal", value: true)]))
        let second = store.snapshot()
        #expect(!start[.offAllowedLocal], "the original snapshot is unchanged")
        #expect(first[.offAllowedLocal])
        #expect(!second[.offAllowedLocal], "a flag missing from the next payload returns to its compiled value")
        #expect(second[.offAllowedNoLocal])
        #expect(second.changedFlags(since: first) == [.offAllowedLocal, .offAllowedNoLocal])
    }

    @Test func aRejectedPayloadLeavesTheStoreUntouchedAndIsReported() throws {
        let store = FlagStore<FeatureFlag>(configuration: .release)
        try store.applyRemotePayload(Data(#"{"version": 1, "flags": {"offAllowedLocal": true}}"#.utf8))
        #expect(throws: PayloadRejection.self) {
            try store.applyRemotePayload(Data(#"{"version": 1, "flags": {"offAllowedLocal": false"#.utf8))
        }
        #expect(store.isEnabled(.offAllowedLocal))
        #expect(store.recentDiagnostics.last?.message.hasPrefix("payload rejected: 1:50:") == true)
    }
}
