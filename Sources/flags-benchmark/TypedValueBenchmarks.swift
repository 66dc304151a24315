import FeatureFlagKit
import Foundation
import ManifestVocabulary

/// Typed values: reads of integer, double and string flags against a `[String: Any]` behind a
/// lock (what a team keeps next to a Boolean SDK), alone and while payloads apply, and applying
/// 10,000 typed entries against peers' decoding of the same bytes.
enum TypedValueBenchmarks {
    static let iterations = 20_000_000

    static func run() -> [Comparison] {
        let count = Double(iterations)
        let integer = Measurement.run("integer read: FeatureFlag.Values.uploadLimit", per: count) {
            elapsed {
                var sum = 0
                for _ in 0..<iterations { sum &+= FeatureFlag.Values.uploadLimit }
                blackHole(sum)
            }
        }
        let double = Measurement.run("double read: FeatureFlag.Values.sampleRate", per: count) {
            elapsed {
                var sum = 0.0
                for _ in 0..<iterations { sum += FeatureFlag.Values.sampleRate }
                blackHole(sum)
            }
        }
        let string = Measurement.run("string read: FeatureFlag.Values.supportEmail", per: count) {
            elapsed {
                var sum = 0
                for _ in 0..<iterations { sum &+= FeatureFlag.Values.supportEmail.utf8.count }
                blackHole(sum)
            }
        }
        let locked = LockedValues()
        let slow = iterations / 5
        let lockedInteger = Measurement.run("[String: Any] behind NSLock, as! Int", per: Double(slow)) {
            elapsed {
                var sum = 0
                for _ in 0..<slow { sum &+= locked.value("uploadLimit") as! Int }
                blackHole(sum)
            }
        }
        let lockedString = Measurement.run("[String: Any] behind NSLock, as! String", per: Double(slow)) {
            elapsed {
                var sum = 0
                for _ in 0..<slow { sum &+= (locked.value("supportEmail") as! String).utf8.count }
                blackHole(sum)
            }
        }
        let contention = contendedReads()
        let apply = Measurement.run(
            "apply 10,000 typed entries (integer, double, string)", unit: "ms", runs: 11, per: 1e6,
            PayloadBenchmarks.applying(typedPayloads, store: FlagStore<SyntheticTypedFlag>()))
        let peers = PeerDecoding.baselines(
            for: typedPayloads[0], as: PeerDecoding.TypedPayload.self, label: "typed payload")
        return [
            Comparison(subject: integer, baseline: lockedInteger, goal: "≤ 5 ns; ≥ 5×"),
            Comparison(subject: double, baseline: lockedInteger, goal: "≤ 5 ns; ≥ 5×"),
            Comparison(subject: string, baseline: lockedString, goal: "≤ 50 ns; ≥ 5×"),
            Comparison(subject: contention.integer, baseline: contention.lockedInteger, goal: "≥ 10×"),
            Comparison(subject: contention.string, baseline: contention.lockedString, goal: "≥ 10×"),
            Comparison(subject: apply, baseline: peers.decoder, goal: "≥ 5×"),
            Comparison(subject: apply, baseline: peers.serialization, goal: "≥ 5×"),
        ]
    }

    /// Integer and string reads on two threads while a third applies payloads that change them,
    /// against the locked dictionary while a third thread writes it.
    private static func contendedReads() -> (
        integer: Measurement, string: Measurement, lockedInteger: Measurement, lockedString: Measurement
    ) {
        let store = FeatureFlag.sharedStore
        let payloads = [(100, "a@example.com"), (200, "a-much-longer-address@support.example.com")].map {
            RemotePayload(entries: [
                .init(key: "uploadLimit", rules: .plain(value: .integer($0.0), configurations: nil), offset: 0),
                .init(key: "supportEmail", rules: .plain(value: .string($0.1), configurations: nil), offset: 0),
            ])
        }
        let reads = iterations / 2
        let integer = Measurement.run("integer read, 2 readers + 1 writer (per thread)", per: Double(reads)) {
            ContentionBenchmarks.withPacedWriter({ n in store.applyRemotePayload(payloads[n & 1]) }) {
                var sum = 0
                for _ in 0..<reads { sum &+= FeatureFlag.Values.uploadLimit }
                blackHole(sum)
            }
        }
        let string = Measurement.run("string read, 2 readers + 1 writer (per thread)", per: Double(reads)) {
            ContentionBenchmarks.withPacedWriter({ n in store.applyRemotePayload(payloads[n & 1]) }) {
                var sum = 0
                for _ in 0..<reads { sum &+= FeatureFlag.Values.supportEmail.utf8.count }
                blackHole(sum)
            }
        }
        store.clearRemoteValues()
        let locked = LockedValues()
        let slow = reads / 10
        let lockedInteger = Measurement.run("[String: Any] behind NSLock, 2 readers + 1 writer", per: Double(slow)) {
            ContentionBenchmarks.withPacedWriter({ n in locked.set("uploadLimit", n) }) {
                var sum = 0
                for _ in 0..<slow { sum &+= locked.value("uploadLimit") as! Int }
                blackHole(sum)
            }
        }
        let lockedString = Measurement.run(
            "[String: Any] behind NSLock, string, 2 readers + 1 writer", per: Double(slow)
        ) {
            ContentionBenchmarks.withPacedWriter({ n in locked.set("supportEmail", n & 1 == 0 ? "a" : "bb") }) {
                var sum = 0
                for _ in 0..<slow { sum &+= (locked.value("supportEmail") as! String).utf8.count }
                blackHole(sum)
            }
        }
        return (integer, string, lockedInteger, lockedString)
    }

    /// Two payloads that give every one of 10,000 typed flags another value of its type.
    static let typedPayloads: [Data] = [0, 1].map { turn in
        let entries = (0..<SyntheticTypedFlag.count).map { ordinal in
            let value =
                switch ordinal % 3 {
                case 0: "\(ordinal * 2 + turn)"
                case 1: "\(Double(ordinal) / 8 + Double(turn))"
                default: "\"value \(ordinal)-\(turn)\""
                }
            return "\"\(SyntheticFlag.key(ordinal))\": \(value)"
        }
        return Data(("{\"version\": 1, \"flags\": {\n" + entries.joined(separator: ",\n") + "\n}}\n").utf8)
    }
}

/// What a team keeps beside a Boolean SDK for remote values: a dictionary of `Any` behind a lock.
final class LockedValues: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = ["uploadLimit": 25, "sampleRate": 0.5, "supportEmail": "help@example.com"]

    func value(_ key: String) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    func set(_ key: String, _ value: Any) {
        lock.lock()
        defer { lock.unlock() }
        values[key] = value
    }
}

/// Ten thousand typed flags without generated code, as ``SyntheticFlag`` has Boolean ones: an
/// integer, a double and a string flag in turn, every one changeable remotely.
struct SyntheticTypedFlag: ManifestFlag {
    static let count = 10_000

    let _ordinal: Int

    static let allCases = (0..<count).map(SyntheticTypedFlag.init(_ordinal:))

    static let sharedStore = FlagStore<SyntheticTypedFlag>()

    var metadata: FlagMetadata {
        let type: ValueType =
            switch _ordinal % 3 {
            case 0: .integer(minimum: 0, maximum: nil)
            case 1: .double(minimum: nil, maximum: nil)
            default: .string(maxLength: 64)
            }
        return FlagMetadata(
            FlagMetadataRow(
                name: "flag\(_ordinal)", key: SyntheticFlag.key(_ordinal), valueType: type, remotePolicy: .allowed))
    }

    func isEnabled(in configuration: SyntheticConfiguration) -> Bool {
        true
    }

    func _typedValue(in configuration: SyntheticConfiguration) -> FlagValue? {
        switch _ordinal % 3 {
        case 0: .integer(_ordinal)
        case 1: .double(Double(_ordinal))
        default: .string("compiled \(_ordinal)")
        }
    }
}
