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

    /// The policy in words, for reports and tables: "never", "on or off", "off only"; for a
    /// variant flag, "any variant" and "baseline only".
    package func summary(isVariantFlag: Bool) -> String {
        switch (self, isVariantFlag) {
        case (.forbidden, _): "never"
        case (.allowed, false): "on or off"
        case (.allowed, true): "any variant"
        case (.disableOnly, false): "off only"
        case (.disableOnly, true): "baseline only"
        }
    }

    /// The policy of a typed flag in words: "never" or "any value" (a typed flag has no "off",
    /// so it is never disable-only).
    package var typedSummary: String {
        self == .forbidden ? "never" : "any value"
    }
}
