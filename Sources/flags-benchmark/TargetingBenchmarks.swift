import FeatureFlagKit
import Foundation

/// Targeted rules at scale: applying 10,000 two-rule lists, and deciding them again when the
/// targeting context changes, against what peers do with the same bytes and against the plain
/// 10,000-entry payload, all measured in this process.
enum TargetingBenchmarks {
    /// Two payloads where every flag has a rollout rule with an app-version bound and a
    /// fallback with OS-version bounds, giving opposite values, so each apply changes every flag.
    static let payloads = PayloadBenchmarks.payloadPair { value in
        "[{\"value\": \(value), \"rollout\": 25, \"appVersion\": {\"min\": \"24.3\"}}, "
            + "{\"value\": \(value), \"osVersion\": {\"min\": \"10\", \"max\": \"30\"}}]"
    }

    /// Larger than the default limit of 1 MiB: 10,000 two-rule entries take about 1.4 MB.
    static let sizeLimit = 4 << 20

    static let contexts = ["unit-a", "unit-b"].map {
        TargetingContext(unitID: $0, appVersion: Version("24.4"), osVersion: Version("17.4"), platform: .iOS)
    }

    static func run() -> [Comparison] {
        let (targeted, plain) = Measurement.interleaved(
            (
                "apply 10,000 two-rule lists (rollout, versions)",
                PayloadBenchmarks.applying(payloads, sizeLimit: sizeLimit, targeting: contexts[0])
            ),
            against: (
                "apply the plain 10,000-entry payload",
                PayloadBenchmarks.applying(PayloadBenchmarks.payloads, targeting: contexts[0])
            ),
            unit: "ms", per: 1e6)
        let decode = Measurement.run("of which decoding alone (JSON, rules)", unit: "ms", runs: 11, per: 1e6) {
            elapsed { _ = try? RemotePayload.decode(Array(payloads[0]), sizeLimit: sizeLimit) }
        }
        let peers = PeerDecoding.baselines(for: payloads[0], as: PeerDecoding.RulePayload.self, label: "rule payload")
        return [
            Comparison(subject: targeted, baseline: peers.serialization, goal: "≥ 5×"),
            Comparison(subject: targeted, baseline: peers.decoder, goal: "≥ 5×"),
            Comparison(subject: targeted, baseline: plain, goal: "(the rule document is 6.3× the bytes)"),
            Comparison(subject: decode, baseline: targeted, goal: "(where the time goes)"),
            Comparison(subject: byteWalk(), baseline: plain, goal: "(bytes alone, no reading)"),
            Comparison(subject: contextChange(), baseline: plain, goal: "≤ 5 ms"),
        ]
    }

    /// One pass over the rule payload's bytes that only follows the nesting of brackets: what a
    /// reader that looks at every byte pays before it interprets a single token.
    private static func byteWalk() -> Measurement {
        let bytes = Array(payloads[0])
        return Measurement.run("walk the rule payload's bytes, following brackets", unit: "ms", runs: 11, per: 1e6) {
            elapsed { blackHole(deepestNesting(in: bytes)) }
        }
    }

    private static func deepestNesting(in bytes: [UInt8]) -> Int {
        var depth = 0
        var deepest = 0
        for byte in bytes {
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
                deepest = max(deepest, depth)
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
            }
        }
        return deepest
    }

    /// Switching between two units: every flag's rules decide again and the values publish.
    private static func contextChange() -> Measurement {
        let store = FlagStore<SyntheticFlag>()
        _ = try? store.applyRemotePayload(payloads[0], sizeLimit: sizeLimit)
        var turn = 0
        return Measurement.run("re-evaluate 10,000 rule lists on a context change", unit: "ms", runs: 11, per: 1e6) {
            turn += 1
            return elapsed { store.setTargeting(contexts[turn & 1]) }
        }
    }
}
