import FeatureFlagKit
import Foundation
import Testing

/// The store's typed values against a model written from the contract alone, over seeded random
/// payloads (values of every JSON kind, in and out of bounds, plain or in rules for some units),
/// local overrides and configurations.
@Suite struct TypedModelPropertyTests {
    /// A random JSON value for a typed flag and what the contract makes of it for each flag:
    /// the value, or `nil` when the flag must refuse it.
    private struct Candidate {
        var json: String
        var integer: Int?
        var double: Double?
        var string: String?
    }

    private static func candidate(_ random: inout SplitMix64) -> Candidate {
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
            let value = Int.random(in: -10...600, using: &random)
            return Candidate(json: String(value), integer: value, double: Double(value))
        case 1:
            let value = Int.random(in: 0...600, using: &random)
            return Candidate(json: "\(value).0", integer: value, double: Double(value))
        case 2:
            let value = Double(Int.random(in: -4...12, using: &random)) / 8
            return Candidate(
                json: "\(value)", integer: value.rounded() == value ? Int(value) : nil, double: value)
        case 3:
            return Candidate(json: "1e308", integer: nil, double: 1e308)
        case 4:
            return Candidate(json: Bool.random(using: &random) ? "true" : "false")
        default:
            let length = Int.random(in: 0...24, using: &random)
            let pieces = ["a", "\\\"", "\\\\", "é", "\\n", "😀"]
            let text = (0..<length).map { _ in pieces.randomElement(using: &random)! }.joined()
            let decoded = try! JSONSerialization.jsonObject(with: Data("\"\(text)\"".utf8), options: .fragmentsAllowed)
            return Candidate(json: "\"\(text)\"", string: decoded as? String)
        }
    }

    /// The value `candidate` is for `flag`, within its bounds, or `nil`.
    private static func value(_ candidate: Candidate, for flag: TypedFlag) -> FlagValue? {
        switch flag {
        case .uploadLimit: candidate.integer.flatMap { (1...500).contains($0) ? .integer($0) : nil }
        case .sampleRate: candidate.double.flatMap { (0...1).contains($0) ? .double($0) : nil }
        case .supportEmail: candidate.string.flatMap { $0.utf8.count <= 16 ? .string($0) : nil }
        case .title: candidate.string.map(FlagValue.string)
        case .newEditor: nil
        }
    }

    private static let typedFlags: [TypedFlag] = [.uploadLimit, .sampleRate, .supportEmail, .title]

    @Test(arguments: 0..<16)
    func theStoresTypedValuesAreTheModels(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for round in 0..<20 {
            let configuration: TypedConfiguration = Bool.random(using: &random) ? .debug : .release
            let unit = "unit-\(Int.random(in: 0..<3, using: &random))"
            let store = FlagStore<TypedFlag>(configuration: configuration, environment: [:])
            store.setTargeting(TargetingContext(unitID: unit))
            var entries: [String] = []
            var expectedRemote: [TypedFlag: FlagValue] = [:]
            for flag in Self.typedFlags where Bool.random(using: &random) {
                let candidate = Self.candidate(&random)
                let key = flag.metadata.key
                if Bool.random(using: &random) {
                    entries.append("\"\(key)\": \(candidate.json)")
                    expectedRemote[flag] = Self.value(candidate, for: flag)
                } else {
                    let units = Bool.random(using: &random) ? [unit] : ["someone-else"]
                    entries.append(#""\#(key)": [{"value": \#(candidate.json), "units": ["\#(units[0])"]}]"#)
                    expectedRemote[flag] = units == [unit] ? Self.value(candidate, for: flag) : nil
                }
            }
            _ = try store.applyRemotePayload(
                Data(#"{"version": 1, "flags": {\#(entries.joined(separator: ", "))}}"#.utf8))
            var expectedLocal: [TypedFlag: FlagValue] = [:]
            for flag in Self.typedFlags where Int.random(in: 0..<3, using: &random) == 0 {
                let candidate = Self.candidate(&random)
                let value: FlagValue =
                    candidate.string.map(FlagValue.string) ?? candidate.integer.map(FlagValue.integer)
                    ?? candidate.double.map(FlagValue.double) ?? .bool(true)
                let accepted = (try? store.setLocalOverride(value, for: flag)) != nil
                let model = configuration == .debug ? Self.value(candidate, for: flag) : nil
                // An integer-looking candidate set as `.integer` is a double flag's value too.
                #expect(accepted == (model != nil), "seed \(seed) round \(round): \(flag) \(value)")
                expectedLocal[flag] = model
            }
            for flag in Self.typedFlags {
                let compiled = flag._typedValue(in: configuration)!
                let remote = flag == .title ? nil : expectedRemote[flag]
                let expected = expectedLocal[flag] ?? remote ?? compiled
                #expect(store.value(of: flag) == expected, "seed \(seed) round \(round): \(flag)")
                #expect(store.snapshot().value(of: flag) == expected)
            }
        }
    }
}
