import FlagJSON
import ManifestVocabulary

/// A refused override of a flag: the flag's key, and why, named with the manifest field that
/// sets the rule.
///
/// Thrown when a local override or a test's override can't be set; its ``Reason`` alone says why
/// a payload's value or a stored override is set aside.
public struct OverrideRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why an override of a flag is set aside.
    public enum Reason: Sendable, Hashable {
        /// A payload value for a flag that may not be changed remotely (`"remote": false`).
        case remoteForbidden
        /// A payload `true` for a kill switch, which may only be turned off (`"remote": "disable-only"`),
        /// or a variant other than a variant flag's first; also a test's override to such a value
        /// where only a payload could set it.
        case remoteDisableOnly
        /// A local override of a flag that forbids them (`"local": false`).
        case localForbiddenByFlag
        /// A local override in a configuration that does not honour them, named.
        case localNotHonoured(configuration: String)
        /// Any override of a flag whose `"if"` condition doesn't hold in this build: it doesn't
        /// exist in this app variant.
        case absentFromAppVariant
        /// An override with a value the flag doesn't have: a variant name it doesn't declare, or a
        /// Boolean for a variant flag (and the other way round). The flag's values follow.
        case unknownValue(FlagValue, values: [FlagValue])
        /// An override of a typed flag with a value of another type or outside its bounds; the
        /// reason names the type or the bound (`is above its maximum 500`).
        case invalidValue(FlagValue, reason: String)
        /// A test's override of a flag that nothing may change to that value in the named
        /// configuration, so that its `isEnabled` is a compile-time constant there.
        case constantInBuild(configuration: String)

        /// The reason as a clause, such as `may not be changed remotely ("remote": false)`, for a
        /// flag with `variants` (`nil` for a Boolean flag): a variant flag's kill switch names the
        /// variant it may be set to.
        package func clause(variants: [String]? = nil) -> String {
            switch self {
            case .remoteDisableOnly where variants != nil:
                "may only be set remotely to its first variant, \(QuotedText.quoted(variants![0])) (\"remote\": \"disable-only\")"
            case .remoteForbidden: "may not be changed remotely (\"remote\": false)"
            case .remoteDisableOnly: "may only be turned off remotely (\"remote\": \"disable-only\")"
            case .localForbiddenByFlag: "the flag forbids local overrides (\"local\": false)"
            case .localNotHonoured(let configuration): "local overrides are not honoured in \(configuration)"
            case .absentFromAppVariant:
                "the flag is not part of this app variant (its \"if\" condition doesn't hold in this build)"
            case .unknownValue(let value, let values):
                "\(value) is not one of its values (\(values.map(\.description).joined(separator: ", ")))"
            case .invalidValue(let value, let reason):
                "\(value) \(reason)"
            case .constantInBuild(let configuration):
                "its policy and the local overrides of \(configuration) don't allow that value, so its read is a compile-time constant there"
            }
        }
    }

    package let key: String
    /// Why the override was refused.
    public let reason: Reason
    /// The flag's variants, its baseline first, when the reason names one; otherwise `nil`.
    package let variants: [String]?

    package init(key: String, reason: Reason, variants: [String]? = nil) {
        self.key = key
        self.reason = reason
        self.variants = variants
    }

    /// What was refused and why: "cannot override 'key' locally: reason." for a local override,
    /// "cannot override 'key': reason." for a value the flag doesn't have or a test's override that
    /// only a remote value could set, or for a test's override of a constant, what to do instead.
    public var description: String {
        switch reason {
        case .constantInBuild(let configuration):
            "'\(key)' can't be overridden in \(configuration) to that value (its policy and the configuration's "
                + "local overrides don't allow it), so its read is a compile-time constant there; "
                + "test its rule with isEnabled(in:) (a typed flag's with FeatureFlag.Values.<name>(in:)) instead."
        case .remoteForbidden, .remoteDisableOnly:
            "cannot override '\(key)': it \(reason.clause(variants: variants))."
        case .unknownValue, .invalidValue:
            "cannot override '\(key)': \(reason.clause())."
        default:
            "cannot override '\(key)' locally: \(reason.clause())."
        }
    }
}

extension RemotePolicy {
    /// A Boolean value indicating whether a remote payload may set the flag to `value`.
    package func permits(_ value: Bool) -> Bool {
        refusal(of: value) == nil
    }

    /// Why the policy refuses `value` from a payload, or `nil` if it permits it.
    package func refusal(of value: Bool) -> OverrideRefusal.Reason? {
        switch self {
        case .allowed: nil
        case .forbidden: .remoteForbidden
        case .disableOnly: value ? .remoteDisableOnly : nil
        }
    }
}
