import FeatureFlagKit
import Foundation
import Testing

/// Random update sequences against an independent model of the layers: after every update,
/// every read path (the lock-free store read, a snapshot, and generated `isEnabled`) must
/// equal the contract's value for every flag.
@Suite struct ReadPathPropertyTests {
    /// What the test believes the layers hold.
    struct Model {
        var remote: [String: (value: Bool, configurations: [String]?)] = [:]
        var local: [FeatureFlag: Bool] = [:]

        func expected(_ flag: FeatureFlag, in configuration: BuildConfiguration) -> Bool {
            let compiled = flag.isEnabled(in: configuration)
            let policy = flag.metadata.remotePolicy
            // A flag of another app variant is off, and nothing changes it.
            let localHonoured =
                flag.isInAppVariant && configuration.allowsLocalOverrides && flag.metadata.allowsLocalOverride
            guard flag.isInAppVariant, localHonoured || policy == .allowed || (policy == .disableOnly && compiled)
            else { return compiled }
            if localHonoured, let local = local[flag] { return local }
            if let entry = remote[flag.metadata.key], entry.configurations?.contains(configuration.rawValue) ?? true,
                policy == .allowed || (policy == .disableOnly && !entry.value)
            {
                return entry.value
            }
            return compiled
        }
    }

    /// The flags the model knows; variant and typed flags have property tests of their own.
    private static let booleanFlags = FeatureFlag.allCases.filter {
        $0.metadata.variants == nil && $0.metadata.row.valueType == nil
    }

    @Test(arguments: BuildConfiguration.allCases)
    func everyReadPathAgreesWithTheModel(configuration: BuildConfiguration) throws {
        var random = SplitMix64(seed: UInt64(configuration.rawValue.utf8.count) * 7919)
        for _ in 0..<40 {
            let store = FlagStore<FeatureFlag>(configuration: configuration)
            var model = Model()
            for _ in 0..<60 {
                applyRandomUpdate(to: store, model: &model, random: &random)
                try check(store, against: model)
            }
        }
    }

    private func check(_ store: FlagStore<FeatureFlag>, against model: Model) throws {
        let snapshot = store.snapshot()
        let configuration = store.configuration
        let generated =
            configuration == .current ? FeatureFlag.withStore(store) { FeatureFlag.allCases.map(\.isEnabled) } : nil
        for flag in Self.booleanFlags {
            let expected = model.expected(flag, in: configuration)
            try #require(store.isEnabled(flag) == expected, "\(flag) in \(configuration)")
            try #require(snapshot[flag] == expected, "\(flag) in \(configuration)")
            if let generated { try #require(generated[flag._ordinal] == expected, "generated \(flag)") }
        }
    }

    private func applyRandomUpdate(to store: FlagStore<FeatureFlag>, model: inout Model, random: inout SplitMix64) {
        let flags = Self.booleanFlags
        let flag = flags[Int(random.next() % UInt64(flags.count))]
        switch random.next() % 6 {
        case 0, 1:
            var entries: [RemotePayload.Entry] = []
            model.remote = [:]
            for candidate in flags where random.next() % 3 == 0 {
                let value = random.next() % 2 == 0
                let configurations =
                    random.next() % 4 == 0 ? [BuildConfiguration.allCases[Int(random.next() % 3)].rawValue] : nil
                entries.append(
                    RemotePayload.Entry(key: candidate.metadata.key, value: value, configurations: configurations))
                model.remote[candidate.metadata.key] = (value, configurations)
            }
            store.applyRemotePayload(RemotePayload(entries: entries))
        case 2, 3:
            let value = random.next() % 2 == 0
            let honoured =
                flag.isInAppVariant && store.configuration.allowsLocalOverrides && flag.metadata.allowsLocalOverride
            let accepted = (try? store.setLocalOverride(.bool(value), for: flag)) != nil
            #expect(accepted == honoured, "local override of \(flag) in \(store.configuration)")
            if honoured { model.local[flag] = value }
        case 4:
            store.clearLocalOverride(for: flag)
            model.local[flag] = nil
        default:
            if random.next() % 2 == 0 {
                store.clearAllLocalOverrides()
                model.local = [:]
            } else {
                store.clearRemoteValues()
                model.remote = [:]
            }
        }
    }

    @Test func theSharedStoreFastPathFollowsUpdates() throws {
        // Only the bit flags, which no other test reads through the shared store.
        let store = FeatureFlag.sharedStore
        defer { store.clearRemoteValues() }
        var random = SplitMix64(seed: 42)
        for _ in 0..<500 {
            let values = StoreConcurrencyTests.bits.map { _ in random.next() % 2 == 0 }
            store.applyRemotePayload(
                RemotePayload(
                    entries: zip(StoreConcurrencyTests.bits, values).map {
                        RemotePayload.Entry(key: $0.0.metadata.key, value: $0.1)
                    }))
            try #require(StoreConcurrencyTests.bits.map(\.isEnabled) == values)
        }
    }
}
