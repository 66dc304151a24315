import CHeapUsage
import FeatureFlagKit
import Foundation

/// Applying a 10,000-entry payload, and what the store keeps afterwards.
enum PayloadBenchmarks {
    /// Two payloads that set every flag, to opposite values, so each apply changes all 10,000.
    static let payloads = payloadPair { "\($0)" }

    /// Two payloads that set every flag to opposite values: `entry` writes the JSON of one
    /// flag's entry for the value it gets.
    static func payloadPair(_ entry: (Bool) -> String) -> [Data] {
        [true, false].map { value in
            let entries = (0..<SyntheticFlag.count).map {
                "\"\(SyntheticFlag.key($0))\": " + entry($0 % 2 == 0 ? value : !value)
            }
            return Data(("{\"version\": 1, \"flags\": {\n" + entries.joined(separator: ",\n") + "\n}}\n").utf8)
        }
    }

    /// One run of applying `payloads` in turn to one store (made now), in the targeting
    /// context given (if any): the nanoseconds one apply took.
    static func applying(
        _ payloads: [Data], sizeLimit: Int = RemotePayload.defaultSizeLimit, targeting: TargetingContext? = nil
    ) -> () -> UInt64 {
        applying(payloads, store: FlagStore<SyntheticFlag>(), sizeLimit: sizeLimit, targeting: targeting)
    }

    /// One run of applying `payloads` in turn to `store`, as above.
    static func applying<Flag: ManifestFlag>(
        _ payloads: [Data], store: FlagStore<Flag>, sizeLimit: Int = RemotePayload.defaultSizeLimit,
        targeting: TargetingContext? = nil
    ) -> () -> UInt64 {
        if let targeting { store.setTargeting(targeting) }
        var turn = 0
        return {
            turn += 1
            let data = payloads[turn & 1]
            return elapsed { _ = try? store.applyRemotePayload(data, sizeLimit: sizeLimit) }
        }
    }

    static func run() -> [Comparison] {
        let apply = Measurement.run(
            "apply a 10,000-entry payload (decode, validate, publish)", unit: "ms", runs: 11, per: 1e6,
            applying(payloads))
        let peers = PeerDecoding.baselines(for: payloads[0], as: PeerDecoding.PlainPayload.self, label: "plain payload")
        let dictionary = dictionaryFootprint()
        return [
            Comparison(subject: apply, baseline: peers.serialization, goal: "≥ 1.5×, ≤ 5 ms"),
            Comparison(subject: apply, baseline: peers.decoder, goal: "≥ 4×"),
            footprintComparison(against: dictionary),
        ]
    }

    /// Everything a store for 10,000 flags keeps (catalog, layers, values) once 10,000
    /// overrides are applied, against the same overrides in a `[String: Bool]`: the heap in use
    /// after making the store and applying, less the heap before. Growth measured on a store that
    /// already exists is about 0, because applying swaps its remote layer for one of the same size.
    private static func footprintComparison(against dictionary: Measurement) -> Comparison {
        _ = SyntheticFlag.allCases  // the flag list belongs to the type, not the store
        let storeGrowth = (0..<5).map { _ -> Double in
            let before = Int(ffk_heap_bytes_in_use())
            let store = FlagStore<SyntheticFlag>()
            _ = try? store.applyRemotePayload(payloads[0])
            let growth = Double(Int(ffk_heap_bytes_in_use()) - before) / 1024
            blackHole(store)
            return growth
        }
        return Comparison(
            subject: Measurement(
                name: "heap of a 10,000-flag store with 10,000 overrides", unit: "KiB", samples: storeGrowth),
            baseline: dictionary, goal: "≤ 512 KiB")
    }

    /// The heap a `[String: Bool]` of 10,000 overrides takes.
    private static func dictionaryFootprint() -> Measurement {
        let growth = (0..<5).map { _ -> Double in
            let before = Int(ffk_heap_bytes_in_use())
            let dictionary = Dictionary(
                uniqueKeysWithValues: (0..<SyntheticFlag.count).map { (SyntheticFlag.key($0), $0 % 2 == 0) })
            let growth = Double(Int(ffk_heap_bytes_in_use()) - before) / 1024
            blackHole(dictionary)
            return growth
        }
        return Measurement(name: "[String: Bool] of 10,000 overrides", unit: "KiB", samples: growth)
    }
}
