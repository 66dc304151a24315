/// What a manifest declares about one flag, readable at run time for reports and tools.
public struct FlagMetadata: Sendable, Hashable {
    /// The Swift name of the flag's case.
    public var name: String
    /// The key used in remote payloads and local override storage.
    public var key: String
    /// What the flag is for, if the manifest says.
    public var description: String?
    /// Who owns the flag, if the manifest says.
    public var owner: String?
    /// The last day the flag is meant to live, `YYYY-MM-DD`, if the manifest says.
    public var expires: String?
    /// Who may change the flag from a remote payload.
    package var remotePolicy: RemotePolicy
    /// A Boolean value indicating whether local overrides are allowed in the configurations
    /// where the manifest honours them.
    package var allowsLocalOverride: Bool

    /// Creates metadata; `key` defaults to `name`, as in the manifest.
    package init(
        name: String, key: String? = nil, description: String? = nil, owner: String? = nil, expires: String? = nil,
        remotePolicy: RemotePolicy = .forbidden, allowsLocalOverride: Bool = true
    ) {
        self.name = name
        self.key = key ?? name
        self.description = description
        self.owner = owner
        self.expires = expires
        self.remotePolicy = remotePolicy
        self.allowsLocalOverride = allowsLocalOverride
    }
}
