import FeatureFlagKit
import Foundation

/// Experiments: reads of values a split assigned, before and after their exposure is recorded,
/// and applying 10,000 split entries against what peers do with the same bytes.
enum ExperimentBenchmarks {
    /// Two payloads where every flag has a split of three variants with a rollout and an
    /// app-version bound; the weights differ, so applying one after the other moves units.
    static let payloads = [(50, 25), (20, 40)].map { first, second in
        PayloadBenchmarks.payloadPair { _ in
            "{\"split\": [{\"value\": \"control\", \"weight\": \(first)}, {\"value\": \"oneStep\", \"weight\": \(second)}, "
                + "{\"value\": \"express\", \"weight\": 25}], \"rollout\": 80, \"appVersion\": {\"min\": \"24.3\"}}"
        }[0]
    }

    static func run() -> [Comparison] {
        let apply = Measurement.run(
            "apply 10,000 split entries (3 variants, rollout, version)", unit: "ms", runs: 11, per: 1e6
        ) {
            applyingSplits()()
        }
        let peers = PeerDecoding.baselines(for: payloads[0], as: PeerDecoding.SplitPayload.self, label: "split payload")
        let reads = exposureReads()
        return [
            Comparison(subject: apply, baseline: peers.serialization, goal: "faster"),
            Comparison(subject: apply, baseline: peers.decoder, goal: "≥ 2×"),
            Comparison(subject: reads.recorded, baseline: reads.plain, goal: "≤ 2× a plain read (ratio ≥ 0.5×)"),
            Comparison(subject: reads.first, baseline: reads.plain, goal: "≤ 1 µs (1,000 ns)"),
            Comparison(subject: reads.first, baseline: reads.handoff, goal: "(waking the handler's queue: a floor)"),
            Comparison(
                subject: reads.firstWithoutHandler, baseline: reads.plain, goal: "(streams only: no thread woken)"),
        ]
    }

    /// One store of ``SyntheticExperimentFlag`` applying the two split payloads in turn.
    private static func applyingSplits() -> () -> UInt64 {
        let store = FlagStore<SyntheticExperimentFlag>()
        store.setTargeting(TargetingContext(unitID: "unit-a", appVersion: Version("24.4")))
        var turn = 0
        return {
            turn += 1
            let data = payloads[turn & 1]
            return elapsed { _ = try? store.applyRemotePayload(data, sizeLimit: TargetingBenchmarks.sizeLimit) }
        }
    }

    /// Reads of a store flag with a plain remote value, of one whose split exposure was
    /// recorded, and the first read of a newly assigned unit, which records one, with an
    /// `onExposure` handler and without; beside it, what waking an idle dispatch queue costs,
    /// which the first read with a handler includes.
    private static func exposureReads() -> (
        plain: Measurement, recorded: Measurement, first: Measurement, firstWithoutHandler: Measurement,
        handoff: Measurement
    ) {
        let iterations = ReadBenchmarks.iterations
        let store = splitStore(onExposure: { blackHole($0) })
        let plain = Measurement.run("store.isEnabled, a plain remote value", per: Double(iterations)) {
            elapsed {
                var sum = 0
                for _ in 0..<iterations where store.isEnabled(.remoteFlag) { sum &+= 1 }
                blackHole(sum)
            }
        }
        let recorded = Measurement.run("store.isEnabled, a split value already exposed", per: Double(iterations)) {
            elapsed {
                var sum = 0
                for _ in 0..<iterations where store.isEnabled(.rollout) { sum &+= 1 }
                blackHole(sum)
            }
        }
        let handoffQueue = DispatchQueue(label: "benchmark.handoff")
        let (first, handoff) = Measurement.interleaved(
            (
                "first read of a split value (records the exposure)",
                afterUnitChanges(of: store) { store.isEnabled(.rollout) }
            ),
            against: (
                "DispatchQueue.async to an idle queue",
                afterUnitChanges(of: FlagStore<FeatureFlag>()) { handoffQueue.async { blackHole(0) } }
            ), unit: "ns/read", runs: 7, per: 1_000)
        let streamOnlyStore = splitStore(onExposure: nil)
        let streamOnlyReads = afterUnitChanges(of: streamOnlyStore) { streamOnlyStore.isEnabled(.rollout) }
        let firstWithoutHandler = Measurement.run(
            "first read of a split value, no onExposure handler", per: 1_000, streamOnlyReads)
        return (plain, recorded, first, firstWithoutHandler, handoff)
    }

    /// A store whose `rollout` flag a split decides, its first exposure already recorded.
    private static func splitStore(onExposure: (@Sendable (FlagExposure) -> Void)?) -> FlagStore<FeatureFlag> {
        let store = FlagStore<FeatureFlag>(onExposure: onExposure)
        let split = #"{"split": [{"value": false, "weight": 1}, {"value": true, "weight": 1}]}"#
        _ = try? store.applyRemotePayload(
            Data(#"{"version": 1, "flags": {"remoteFlag": true, "rollout": \#(split)}}"#.utf8))
        _ = store.isEnabled(.rollout)
        return store
    }

    /// Times `body` 1,000 times, each after `store` moved to a unit it has never had (untimed):
    /// as long as a dispatch queue takes to go idle.
    private static func afterUnitChanges<T>(of store: FlagStore<FeatureFlag>, _ body: @escaping () -> T) -> () -> UInt64
    {
        var unit = 0
        return {
            var total: UInt64 = 0
            for _ in 0..<1_000 {
                unit += 1
                store.setTargeting(TargetingContext(unitID: "unit-\(unit)"))
                total += elapsed { blackHole(body()) }
            }
            return total
        }
    }
}
