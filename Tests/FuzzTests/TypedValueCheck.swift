import FeatureFlagKit
import FlagGenerator
import Foundation
import ManifestVocabulary

/// The promises a store keeps about typed flags whatever its inputs say: a typed flag's value
/// is of its type and within its bounds, and one that nothing may change in a configuration is
/// its compiled value there. The types and bounds come from `Tests/FuzzTests/flags.json` as the
/// generator reads it, not from the runtime's metadata table.
enum TypedValueCheck {
    /// A typed flag of the fuzz catalog: its key, its type and bounds, and who may change it.
    struct TypedFlag: Sendable {
        let key: String
        let type: ValueType
        let remote: RemotePolicy
        let allowsLocalOverride: Bool
    }

    /// The fuzz catalog's typed flags, by the name of their case.
    static let flags: [String: TypedFlag] = {
        let url = Corpus.repository.appendingPathComponent("Tests/FuzzTests/flags.json")
        let bytes = (try? Array(Data(contentsOf: url))) ?? []
        let result = GeneratorPipeline.run(
            bytes, sourceName: "flags.json", today: CalendarDate(year: 2027, month: 1, day: 1))
        guard let manifest = result.manifest else { preconditionFailure("Tests/FuzzTests/flags.json has errors") }
        var flags: [String: TypedFlag] = [:]
        for flag in manifest.flags {
            guard let type = flag.value.valueType else { continue }
            flags[flag.name] = TypedFlag(
                key: flag.key, type: type, remote: flag.remote, allowsLocalOverride: flag.allowsLocalOverride)
        }
        return flags
    }()

    /// The keys of the fuzz catalog's typed flags, as payloads and override files name them.
    static var keys: [String] {
        flags.values.map(\.key).sorted()
    }

    /// Why `value` can't be a value of `type`, or `nil` if it can: checked here from the
    /// bounds, without the runtime's own checks.
    static func violation(of value: FlagValue, as type: ValueType) -> String? {
        switch (type, value) {
        case (.integer(let minimum, let maximum), .integer(let integer)):
            if let minimum, integer < minimum { return "below its minimum \(minimum)" }
            if let maximum, integer > maximum { return "above its maximum \(maximum)" }
            return nil
        case (.double(let minimum, let maximum), .double(let double)):
            if !double.isFinite { return "not finite" }
            if let minimum, double < minimum { return "below its minimum \(minimum)" }
            if let maximum, double > maximum { return "above its maximum \(maximum)" }
            return nil
        case (.string(let maxLength), .string(let string)):
            return string.utf8.count > maxLength ? "longer than its maxLength \(maxLength)" : nil
        default:
            return "not a value of a flag of type \(type.name)"
        }
    }

    /// The first typed flag of `store` whose value is not of its type, outside its bounds, or
    /// changed although nothing may change it in the store's configuration (`locally` says
    /// whether local overrides were set; a remote payload is assumed otherwise).
    static func violation(in store: FlagStore<FeatureFlag>, locally: Bool = false) -> String? {
        for flag in FeatureFlag.allCases {
            guard let typed = flags[flag.metadata.name] else { continue }
            let value = store.value(of: flag)
            if let problem = violation(of: value, as: typed.type) {
                return "Typed flag '\(typed.key)' is \(value) in \(store.configuration): \(problem)."
            }
            guard let compiled = flag._typedValue(in: store.configuration) else {
                return "Typed flag '\(typed.key)' has no compiled value in \(store.configuration)."
            }
            let mayChange =
                locally
                ? typed.allowsLocalOverride && store.configuration.allowsLocalOverrides
                : typed.remote != .forbidden
            if !mayChange, !sameValue(value, compiled) {
                return
                    "Typed flag '\(typed.key)' is \(value) in \(store.configuration), not its compiled \(compiled), "
                    + "although nothing may change it there."
            }
        }
        return nil
    }

    /// Whether two values are the same, a double's sign of zero included.
    private static func sameValue(_ lhs: FlagValue, _ rhs: FlagValue) -> Bool {
        if case .double(let left) = lhs, case .double(let right) = rhs {
            return left.bitPattern == right.bitPattern
        }
        return lhs == rhs
    }
}
