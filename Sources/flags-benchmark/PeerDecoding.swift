import Foundation

/// What peers do with the same payload bytes: the baselines an apply is measured against.
/// ConfigCat, Statsig, PostHog and DevCycle parse with `JSONSerialization`; LaunchDarkly,
/// Unleash, Flagsmith and Toggles decode `Codable` types with `JSONDecoder`.
enum PeerDecoding {
    /// The plain payload as `Codable` structs: a version and a Boolean per key.
    struct PlainPayload: Decodable {
        let version: Int
        let flags: [String: Bool]
    }

    /// The typed payload as `Codable` structs: a version and an integer, double or string per key.
    struct TypedPayload: Decodable {
        let version: Int
        let flags: [String: TypedValue]
    }

    /// One typed value, decoded as the first type that fits, as peers' `Codable` value enums do.
    enum TypedValue: Decodable {
        case integer(Int)
        case double(Double)
        case string(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let integer = try? container.decode(Int.self) {
                self = .integer(integer)
            } else if let double = try? container.decode(Double.self) {
                self = .double(double)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }

    /// The rule payload as `Codable` structs: an ordered list of rules per key.
    struct RulePayload: Decodable {
        let version: Int
        let flags: [String: [Rule]]
    }

    /// One rule with every field the payload may carry.
    struct Rule: Decodable {
        let value: Bool
        let configurations: [String]?
        let rollout: Int?
        let group: String?
        let units: [String]?
        let appVersion: Bounds?
        let build: Bounds?
        let osVersion: Bounds?
        let platforms: [String]?
    }

    /// The split payload as `Codable` structs: an experiment per key.
    struct SplitPayload: Decodable {
        let version: Int
        let flags: [String: SplitRule]
    }

    /// A rule that splits units among weighted variants.
    struct SplitRule: Decodable {
        let split: [SplitEntry]
        let rollout: Int?
        let group: String?
        let appVersion: Bounds?
    }

    /// One variant of a split and its weight.
    struct SplitEntry: Decodable {
        let value: String
        let weight: Int
    }

    /// A version range: `min` inclusive, `max` exclusive.
    struct Bounds: Decodable {
        let min: String?
        let max: String?
    }

    /// `JSONSerialization.jsonObject` alone, and `JSONDecoder` into `type`, over `data`.
    static func baselines<Payload: Decodable>(for data: Data, as type: Payload.Type, label: String) -> (
        serialization: Measurement, decoder: Measurement
    ) {
        let serialization = Measurement.run("\(label): JSONSerialization.jsonObject", unit: "ms", runs: 7, per: 1e6) {
            elapsed { blackHole(try? JSONSerialization.jsonObject(with: data)) }
        }
        let decoder = Measurement.run("\(label): JSONDecoder into Codable structs", unit: "ms", runs: 7, per: 1e6) {
            elapsed { blackHole(try? JSONDecoder().decode(type, from: data)) }
        }
        return (serialization, decoder)
    }
}
