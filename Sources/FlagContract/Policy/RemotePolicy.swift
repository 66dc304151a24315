import FlagJSON

/// Who may change a flag's value from a remote payload: the manifest's `"remote"` field.
package enum RemotePolicy: String, Sendable, Hashable, CaseIterable {
    /// Never changed remotely (`"remote": false`, the default).
    case forbidden
    /// Turned on or off remotely (`"remote": true`).
    case allowed
    /// Only turned off remotely: a kill switch (`"remote": "disable-only"`).
    case disableOnly

    /// The policy a manifest's `"remote"` value spells, or `nil` if it spells none.
    package init?(manifestValue value: JSONValue) {
        switch value.content {
        case .bool(let isRemote): self = isRemote ? .allowed : .forbidden
        case .string("disable-only"): self = .disableOnly
        default: return nil
        }
    }

    /// The manifest's `"remote"` value for the policy.
    package var manifestValue: JSONOutput {
        switch self {
        case .forbidden: .bool(false)
        case .allowed: .bool(true)
        case .disableOnly: .string("disable-only")
        }
    }

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

    /// The policy in words, for reports and tables: "never", "on or off", "off only".
    package var summary: String {
        switch self {
        case .forbidden: "never"
        case .allowed: "on or off"
        case .disableOnly: "off only"
        }
    }
}
