import FlagJSON
import Foundation

/// The local overrides a process is launched with: the environment variable
/// `FEATUREFLAGKIT_OVERRIDES`, a JSON object of flag keys and values written as a payload writes
/// them, such as `{"newEditor": true, "checkoutFlow": "oneStep", "uploadLimit": 100,
/// "supportEmail": "qa@example.com"}`: a string is a variant's name or a string flag's value, by
/// the flag. A UI test sets it on the app it launches.
///
/// A store reads them once, when it is created, and keeps them over the stored overrides for
/// the life of the process without ever saving them. Each entry is checked as
/// ``FlagStore/setLocalOverride(_:for:)`` checks a value; an entry that isn't
/// applied, and why, is a diagnostic, and the other entries apply.
struct LaunchOverrides {
    /// The environment variable that holds the overrides.
    static let environmentVariable = "FEATUREFLAGKIT_OVERRIDES"

    /// The process's environment as far as launch overrides read it: the variable alone, read
    /// with `getenv` (`ProcessInfo`'s whole environment is a dictionary built on every call).
    static var processEnvironment: [String: String] {
        getenv(environmentVariable).map { [environmentVariable: String(cString: $0)] } ?? [:]
    }

    /// Each flag's launch override, or none: only overrides honoured in the store's configuration.
    private(set) var values: LayerValues
    /// One diagnostic per entry left out, in document order; or a single one when the value is
    /// not a JSON object, and nothing applies.
    private(set) var diagnostics: [FlagDiagnostic] = []

    /// The launch overrides `environment` sets for the flags of `catalog` in the configuration
    /// of `permissions`; `flagType` names the flags' type in the diagnostic of a key it lacks.
    init(environment: [String: String], catalog: FlagCatalog, permissions: FlagPermissions, flagType: String) {
        values = LayerValues(for: catalog)
        guard let text = environment[Self.environmentVariable] else { return }
        let bytes = Array(text.utf8)
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            let location = LineIndex(bytes).location(ofOffset: error.offset)
            report(
                "\(Self.environmentVariable) is not valid JSON, so no launch override was applied: \(location): \(error.message)"
            )
            return
        }
        guard let entries = document.objectValue else {
            report(
                "\(Self.environmentVariable) is \(document.kindDescription), not a JSON object of flag keys and values such as "
                    + "{\"newEditor\": true, \"checkoutFlow\": \"oneStep\"}; no launch override was applied.")
            return
        }
        var seen: Set<String> = []
        for entry in entries {
            guard seen.insert(entry.key).inserted else {
                report(
                    "\(QuotedText.quoted(entry.key)) appears twice in \(Self.environmentVariable); the first one is used.",
                    key: entry.key)
                continue
            }
            guard let ordinal = catalog.ordinal(forKey: entry.key) else {
                refuse(entry.key, "\(flagType) has no flag with that key")
                continue
            }
            guard let value = FlagValue(json: entry.value) else {
                refuse(
                    entry.key,
                    "its value is \(entry.value.shortDescription), not true, false, a variant's name, a number or a string"
                )
                continue
            }
            do throws(OverrideRefusal) {
                let value = try permissions.localOverrideValue(of: value, at: ordinal, in: catalog, json: true)
                values.set(value, at: ordinal, in: catalog)
            } catch {
                switch error.reason {
                case .unknownValue, .invalidValue:
                    refuse(entry.key, catalog.mismatch(of: value, at: ordinal, json: true))
                default: refuse(entry.key, error.reason.clause())
                }
            }
        }
    }

    private mutating func refuse(_ key: String, _ reason: String) {
        report(
            "the launch override of \(QuotedText.quoted(key)) in \(Self.environmentVariable) is refused: \(reason).",
            key: key)
    }

    private mutating func report(_ message: String, key: String? = nil) {
        diagnostics.append(FlagDiagnostic(origin: .localOverrides, key: key, message: message))
    }
}
