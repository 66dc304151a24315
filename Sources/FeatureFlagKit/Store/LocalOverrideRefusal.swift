/// Why a local override was refused.
public struct LocalOverrideRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The flag's key.
    public let key: String
    /// Why: the flag forbids local overrides, or the configuration doesn't honour them.
    public let reason: OverrideRefusal

    /// Creates a refusal.
    public init(key: String, reason: OverrideRefusal) {
        self.key = key
        self.reason = reason
    }

    /// "cannot override 'key' locally: reason."
    public var description: String {
        "cannot override '\(key)' locally: \(reason)."
    }
}
