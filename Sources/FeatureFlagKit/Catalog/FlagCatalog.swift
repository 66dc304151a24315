/// Everything the runtime knows about a set of flags, independent of their Swift type:
/// the configurations, and each flag's metadata and compiled values.
///
/// A store builds one from its generated `FeatureFlag` type; `flaggen validate-remote`
/// builds one from a manifest, so both validate payloads with the same code.
public struct FlagCatalog: Sendable {
    /// One flag of the catalog.
    public struct Flag: Sendable, Equatable {
        /// The flag's metadata.
        public var metadata: FlagMetadata
        /// The compiled value in each configuration, in ``FlagCatalog/configurations`` order.
        public var compiledValues: [Bool]

        /// Creates a flag.
        public init(metadata: FlagMetadata, compiledValues: [Bool]) {
            self.metadata = metadata
            self.compiledValues = compiledValues
        }
    }

    /// The configuration names, in manifest order.
    public let configurations: [String]
    /// The configurations in which local overrides are honoured.
    public let localOverrideConfigurations: Set<String>
    /// The flags, by ordinal.
    public let flags: [Flag]
    private let ordinalsByKey: [String: Int]

    /// Creates a catalog. Keys must be unique (a manifest guarantees it).
    public init(configurations: [String], localOverrideConfigurations: Set<String>, flags: [Flag]) {
        self.configurations = configurations
        self.localOverrideConfigurations = localOverrideConfigurations
        self.flags = flags
        ordinalsByKey = Dictionary(flags.enumerated().map { ($0.element.metadata.key, $0.offset) }) { first, _ in first }
    }

    /// The ordinal of the flag with `key`, if the catalog has one.
    public func ordinal(forKey key: String) -> Int? {
        ordinalsByKey[key]
    }

    /// The index of `configuration` in ``configurations``.
    public func configurationIndex(_ configuration: String) -> Int? {
        configurations.firstIndex(of: configuration)
    }
}

extension FlagCatalog {
    /// The catalog of a generated flag enum.
    public init<Flag: ManifestFlag>(_ type: Flag.Type) {
        let configurations = Flag.Configuration.allCases
        self.init(
            configurations: configurations.map(\.rawValue),
            localOverrideConfigurations: Set(configurations.filter(\.allowsLocalOverrides).map(\.rawValue)),
            flags: Flag.allCases.map { flag in
                FlagCatalog.Flag(metadata: flag.metadata, compiledValues: configurations.map(flag.isEnabled(in:)))
            })
    }
}
