import FlagGenerator

/// A `flags.json` manifest read from hand-written Swift by ``FlagImporter``.
public struct ImportedManifest: Sendable, Equatable {
    /// A Boolean value indicating whether the flags enum was `public`.
    public var isPublic: Bool
    /// The build configurations, in the order their conditions are tested; the fallback last.
    public var configurations: [ImportedConfiguration]
    /// The flags, in declaration order.
    public var flags: [ImportedFlag]
}

/// A build configuration of an ``ImportedManifest``.
public struct ImportedConfiguration: Sendable, Equatable {
    /// The configuration's name, as the Swift file spells it.
    public var name: String
    /// The compilation condition that selects it; `nil` for the fallback.
    public var condition: String?
}

/// A flag of an ``ImportedManifest``.
public struct ImportedFlag: Sendable, Equatable {
    /// The enum case's name.
    public var name: String
    /// The remote key, when the file gives one.
    public var key: String?
    /// What the flag is for, with a note when it was imported approximately.
    public var description: String?
    /// In which configurations the flag is on, in the builds where ``variant`` holds.
    public var enabled: EnabledRule
    /// The compilation condition of the app variants the flag exists in (`"if"`), if any.
    public var variant: CompilationCondition? = nil
    /// A Boolean value indicating whether a remote payload may change the flag.
    public var isRemote: Bool
    /// A Boolean value indicating whether local overrides of the flag are allowed.
    public var allowsLocalOverride: Bool
}
