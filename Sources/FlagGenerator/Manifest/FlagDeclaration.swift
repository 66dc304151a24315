import FlagJSON
import FlagModel

/// One flag of a manifest.
public struct FlagDeclaration: Sendable, Equatable {
    /// The Swift identifier of the `FeatureFlag` case.
    public var name: String
    /// The key used in remote payloads and local override storage.
    public var key: String
    /// What the flag is for, if the manifest says.
    public var description: String?
    /// In which configurations the flag is compiled on.
    public var rule: EnabledRule
    /// Who may change the value from a remote payload.
    public var remote: RemotePolicy
    /// A Boolean value indicating whether local overrides are allowed where the manifest honours them.
    public var allowsLocalOverride: Bool
    /// Who owns the flag, if the manifest says.
    public var owner: String?
    /// The last day the flag is meant to live, if the manifest says.
    public var expires: CalendarDate?
    /// Where the flag's `name` is in the manifest.
    public var location: SourceLocation
}
