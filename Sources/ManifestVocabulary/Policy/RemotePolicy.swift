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

    package var manifestValue: JSONOutput {
        switch self {
        case .forbidden: .bool(false)
        case .allowed: .bool(true)
        case .disableOnly: .string("disable-only")
        }
    }
}
