import FlagContract

extension FlagMetadata {
    /// The metadata the runtime reads back for `flag` from the generated table.
    init(_ flag: FlagDeclaration) {
        self.init(
            name: flag.name, key: flag.key, description: flag.description, owner: flag.owner,
            expires: flag.expires.map(String.init(describing:)), remotePolicy: flag.remote,
            allowsLocalOverride: flag.allowsLocalOverride)
    }
}
