import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Testing

/// Every combination of compiled value × remote policy × remote value × local permission ×
/// local value × configuration, against the precedence the manifest documentation states
/// (local override > remote value > compiled value, each where allowed), written out
/// independently of the store's code.
@Suite struct PrecedenceTableTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let flag: FeatureFlag
        let configuration: BuildConfiguration
        let remote: Bool?
        let local: Bool?

        var testDescription: String {
            "\(flag) in \(configuration), remote \(remote.map(String.init) ?? "none"), local \(local.map(String.init) ?? "none")"
        }
    }

    static let tableFlags = FeatureFlag.allCases.filter {
        $0.metadata.name.hasPrefix("on") || $0.metadata.name.hasPrefix("off")
    }
    .filter { $0 != .onlyInQA }

    static let cases: [Case] = tableFlags.flatMap { flag in
        [BuildConfiguration.debug, .release].flatMap { configuration in
            [nil, true, false].flatMap { remote in
                [nil, true, false].map { local in
                    Case(flag: flag, configuration: configuration, remote: remote, local: local)
                }
            }
        }
    }

    /// The contract: a flag no layer may change is its compiled value; otherwise
    /// local override (if honoured) > remote value (if the policy allows it) > compiled value.
    static func expected(_ c: Case) -> (value: Bool, source: FlagValueSource) {
        let compiled = c.flag.metadata.name.hasPrefix("on")
        let policy = c.flag.metadata.remotePolicy
        let localHonoured = c.configuration != .release && c.flag.metadata.allowsLocalOverride
        let remoteMayChange = policy == .allowed || (policy == .disableOnly && compiled)
        guard localHonoured || remoteMayChange else { return (compiled, .compiled) }
        if localHonoured, let local = c.local { return (local, .localOverride) }
        if let remote = c.remote, policy == .allowed || (policy == .disableOnly && !remote) { return (remote, .remote) }
        return (compiled, .compiled)
    }

    @Test func coversEveryCombination() {
        #expect(Self.tableFlags.count == 12)
        #expect(Self.cases.count == 12 * 2 * 3 * 3)
    }

    @Test(arguments: cases)
    func effectiveValueAndSource(_ c: Case) throws {
        let storage = LocalOverrideStorage.inMemory(c.local.map { [c.flag.metadata.key: .bool($0)] } ?? [:])
        let store = FlagStore<FeatureFlag>(
            configuration: c.configuration, localOverrideStorage: storage)
        if let remote = c.remote {
            store.applyRemotePayload(RemotePayload(entries: [.init(key: c.flag.metadata.key, value: remote)]))
        }
        let expected = Self.expected(c)
        let evaluation = store.evaluation(of: c.flag)
        #expect(store.isEnabled(c.flag) == expected.value)
        #expect(evaluation.isEnabled == expected.value)
        #expect(evaluation.source == expected.source)
        #expect((evaluation.compiledValue != 0) == c.flag.isEnabled(in: c.configuration))
        #expect(evaluation.isOverridable == c.flag.isOverridable(in: c.configuration))
        #expect(evaluation.details.remoteValueIndex.map { $0 != 0 } == c.remote)
        #expect(evaluation.details.localOverrideIndex.map { $0 != 0 } == c.local)
    }

    @Test func explainsEachReason() throws {
        let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)
        let storage = LocalOverrideStorage.inMemory(["offForbiddenLocal": true, "onAllowedNoLocal": false])
        let release = FlagStore<FeatureFlag>(
            configuration: .release, localOverrideStorage: storage)
        release.applyRemotePayload(
            RemotePayload(entries: [
                .init(key: "onForbiddenLocal", value: false), .init(key: "offAllowedLocal", value: true),
                .init(key: "offDisableOnlyLocal", value: true),
            ]),
            fetchedAt: fetchedAt)
        #expect(
            release.evaluation(of: .onForbiddenLocal).explanation
                == "on: compiled value in release; remote value off refused: may not be changed remotely (\"remote\": false)"
        )
        #expect(release.evaluation(of: .offAllowedLocal).explanation == "on: remote value fetched 2027-01-15T08:00:00Z")
        #expect(
            release.evaluation(of: .offDisableOnlyLocal).explanation
                == "off: compiled value in release; remote value on refused: may only be turned off remotely (\"remote\": \"disable-only\")"
        )
        #expect(
            release.evaluation(of: .offForbiddenLocal).explanation
                == "off: compiled value in release; local override on ignored: local overrides are not honoured in release"
        )

        let debug = FlagStore<FeatureFlag>(
            configuration: .debug, localOverrideStorage: storage)
        debug.applyRemotePayload(
            RemotePayload(entries: [.init(key: "offForbiddenLocal", value: false)]), fetchedAt: fetchedAt)
        #expect(
            debug.evaluation(of: .offForbiddenLocal).explanation
                == "on: local override; remote value off refused: may not be changed remotely (\"remote\": false)")
        #expect(
            debug.evaluation(of: .onAllowedNoLocal).explanation
                == "on: compiled value in debug; local override off ignored: the flag forbids local overrides (\"local\": false)"
        )
    }
}
