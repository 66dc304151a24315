import FeatureFlagKit
import Foundation
import Testing

/// Changing the targeting context evaluates the payload in force again: one change event with
/// exactly the flags whose value changed, none when nothing changed, and explanations naming
/// the rule that decided.
@Suite struct TargetingChangeTests {
    static let payload = Data(
        #"""
        { "version": 1, "flags": {
            "bit0": [{ "value": true, "units": ["alice"] }],
            "bit1": { "value": true, "appVersion": { "min": "24.3" } },
            "bit2": true,
            "bit3": [{ "value": false, "platforms": ["iOS"] }, { "value": true, "osVersion": { "max": "7" } }]
        } }
        """#.utf8)
    static let alice = TargetingContext(
        unitID: "alice", appVersion: Version("24.2"), osVersion: Version("6.8"), platform: .linux)
    static let bob = TargetingContext(
        unitID: "bob", appVersion: Version("24.3"), osVersion: Version("6.8"), platform: .linux)

    private static func store(context: TargetingContext) throws -> FlagStore<FeatureFlag> {
        let store = FlagStore<FeatureFlag>(configuration: .release)
        store.setTargeting(context)
        try store.applyRemotePayload(payload, fetchedAt: Date(timeIntervalSince1970: 1_800_000_000))
        return store
    }

    @Test func aContextChangeYieldsOneEventWithOnlyTheChangedFlags() async throws {
        let store = try Self.store(context: Self.alice)
        #expect([FeatureFlag.bit0, .bit1, .bit2, .bit3].map(store.isEnabled) == [true, false, true, true])
        var changes = store.changes().makeAsyncIterator()
        store.setTargeting(Self.bob)
        let next = await BoundedWait.next(&changes)
        let change = try #require(next)
        #expect(change.changedFlags == [.bit0, .bit1])
        // bit0's rule no longer matches, so its compiled value is back; bit1's rule now matches.
        #expect(change.changedFlags.map { change.snapshot.evaluation(of: $0).source } == [.compiled, .remote])
        #expect([FeatureFlag.bit0, .bit1, .bit2, .bit3].map(store.isEnabled) == [false, true, true, true])
        #expect(store.targeting == Self.bob)
    }

    @Test func aContextChangeThatChangesNoValueYieldsNoEvent() async throws {
        let store = try Self.store(context: Self.bob)
        var changes = store.changes().makeAsyncIterator()
        var sameValues = Self.bob
        sameValues.unitID = "carol"
        sameValues.appVersion = Version("24.3.0")
        store.setTargeting(sameValues)
        store.setTargeting(sameValues)
        store.clearRemoteValues()  // the first event, unless a context change raised one
        let next = await BoundedWait.next(&changes)
        let first = try #require(next)
        #expect(first.snapshot.evaluation(of: .bit1).source == .compiled, "a context change raised an event")
        #expect(store.targeting.unitID == "carol")
    }

    /// Targeted entries the store can't use (a flag this build doesn't have, a key written
    /// twice) keep their rules in the payload's rule table, and deciding again must pass over
    /// them: the first entry of a key decides, whichever context comes.
    @Test func rulesOfEntriesTheStoreIgnoresNeverDecide() throws {
        let payload = Data(
            #"""
            { "version": 1, "flags": {
                "retired": [{ "value": true, "units": ["bob"] }],
                "bit0": [{ "value": true, "units": ["alice"] }],
                "bit0": [{ "value": true, "units": ["bob"] }, { "value": true }]
            } }
            """#.utf8)
        let store = FlagStore<FeatureFlag>(configuration: .release)
        store.setTargeting(Self.alice)
        let diagnostics = try store.applyRemotePayload(payload)
        #expect(diagnostics.map(\.key) == ["retired", "bit0"])
        #expect(diagnostics.map(\.line) == [2, 4], "located lazily, in the document")
        #expect(store.isEnabled(.bit0))
        store.setTargeting(Self.bob)
        #expect(!store.isEnabled(.bit0))
        #expect(store.evaluation(of: .bit0).explanation.contains("unit not listed"))
    }

    @Test func explanationsNameTheRuleThatDecided() throws {
        let store = try Self.store(context: Self.bob)
        #expect(
            store.evaluation(of: .bit1).explanation
                == "on: remote rule 1 (app version 24.3 ≥ 24.3) fetched 2027-01-15T08:00:00Z")
        #expect(
            store.evaluation(of: .bit0).explanation
                == "off: compiled value in release; no remote rule matched: rule 1 (unit not listed)")
        #expect(
            store.evaluation(of: .bit3).explanation
                == "on: remote rule 2 (OS version 6.8 < 7) fetched 2027-01-15T08:00:00Z")
        #expect(store.evaluation(of: .bit2).explanation == "on: remote value fetched 2027-01-15T08:00:00Z")
        #expect(store.evaluation(of: .bit2).details.remoteRule == nil)
    }

    @Test func aSnapshotCanBeEvaluatedForAnotherContext() throws {
        let store = try Self.store(context: Self.alice)
        let asBob = store.snapshot().targeting(Self.bob)
        #expect(asBob.changedFlags(since: store.snapshot()) == [.bit0, .bit1])
        #expect(store.isEnabled(.bit0))
    }
}

/// A device that doesn't know a version the rules bound: those rules never hold, and the store
/// says so once per version, not on every update.
@Suite struct UnknownVersionTests {
    @Test func anUnknownVersionIsReportedOnce() throws {
        let recorded = Protected<[FlagDiagnostic]>([])
        let store = FlagStore<FeatureFlag>(configuration: .release) { diagnostic in
            recorded.withValue { $0.append(diagnostic) }
        }
        store.setTargeting(
            TargetingContext(unitID: "alice", appVersion: nil, osVersion: Version("6.8"), platform: .linux))
        try store.applyRemotePayload(TargetingChangeTests.payload)
        try store.applyRemotePayload(TargetingChangeTests.payload)
        store.setTargeting(
            TargetingContext(unitID: "bob", appVersion: nil, osVersion: Version("6.8"), platform: .linux))
        #expect(!store.isEnabled(.bit1))
        #expect(
            recorded.withValue { $0.map(\.message) } == [
                "Remote rules test the app version, which this device's targeting context doesn't know, so they never hold; "
                    + "set TargetingContext.appVersion with setTargeting(_:)."
            ])
        #expect(
            store.evaluation(of: .bit1).explanation
                == "off: compiled value in release; no remote rule matched: rule 1 (app version unknown)")
    }

    /// Rules of entries the store ignores don't count: a retired flag that tests the app
    /// version says nothing about this device.
    @Test func rulesOfIgnoredEntriesAreNotReportedAsUntestable() throws {
        let recorded = Protected<[FlagDiagnostic]>([])
        let store = FlagStore<FeatureFlag>(configuration: .release) { diagnostic in
            recorded.withValue { $0.append(diagnostic) }
        }
        store.setTargeting(
            TargetingContext(unitID: "alice", appVersion: nil, osVersion: Version("6.8"), platform: .linux))
        try store.applyRemotePayload(
            Data(#"{ "version": 1, "flags": { "retired": { "value": true, "appVersion": { "min": "2" } } } }"#.utf8))
        #expect(recorded.withValue { $0.map(\.message) } == ["'retired' is not a flag of this build; ignored."])
    }
}

/// Entries are values: taken out of a decoded payload and put into another, alone or with
/// entries of other payloads, each keeps its own rules.
@Suite struct PayloadEntriesTests {
    private static func decoded(_ flags: String) throws -> RemotePayload {
        try RemotePayload.decode(Array(#"{ "version": 1, "flags": {\#(flags)} }"#.utf8)).payload
    }

    @Test func entriesKeepTheirRulesInAnyPayload() throws {
        let first = try Self.decoded(
            #""bit0": [{ "value": true, "units": ["alice"] }], "bit1": { "value": true, "units": ["bob"] }"#)
        let second = try Self.decoded(#""bit2": false, "bit3": [{ "value": true, "platforms": ["Linux"] }]"#)
        let store = FlagStore<FeatureFlag>(configuration: .release)
        store.setTargeting(TargetingChangeTests.alice)
        store.applyRemotePayload(RemotePayload(entries: first.entries.filter { $0.key == "bit1" }))
        #expect(!store.isEnabled(.bit1))
        store.applyRemotePayload(RemotePayload(entries: second.entries + first.entries))
        #expect([FeatureFlag.bit0, .bit1, .bit2, .bit3].map(store.isEnabled) == [true, false, false, true])
        store.setTargeting(TargetingChangeTests.bob)
        #expect([FeatureFlag.bit0, .bit1, .bit2, .bit3].map(store.isEnabled) == [false, true, false, true])
        #expect(store.evaluation(of: .bit1).explanation.contains("unit listed"))
    }

    /// An entry copied under another key is a second flag with the same rules: both decide
    /// again when the context changes.
    @Test func anEntryCopiedUnderAnotherKeyDecidesForBoth() throws {
        let decoded = try Self.decoded(#""bit0": [{ "value": true, "units": ["alice"] }]"#)
        var copy = decoded.entries[0]
        copy.key = "bit1"
        let store = FlagStore<FeatureFlag>(configuration: .release)
        store.setTargeting(TargetingChangeTests.bob)
        store.applyRemotePayload(RemotePayload(entries: decoded.entries + [copy]))
        #expect([FeatureFlag.bit0, .bit1].map(store.isEnabled) == [false, false])
        store.setTargeting(TargetingChangeTests.alice)
        #expect([FeatureFlag.bit0, .bit1].map(store.isEnabled) == [true, true])
    }

    @Test func entriesCompareByWhatTheyAskFor() throws {
        let alone = try Self.decoded(#""bit0": [{ "value": true, "units": ["alice"] }]"#)
        let among = try Self.decoded(
            #""bit3": { "value": true, "rollout": 5 }, "bit0": [{ "value": true, "units": ["alice"] }]"#)
        #expect(alone.entries[0].rules == among.entries[1].rules)
        #expect(alone.entries[0].rules != among.entries[0].rules)
    }
}
