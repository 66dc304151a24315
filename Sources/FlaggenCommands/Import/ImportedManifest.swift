import FlagGenerator

/// A `flags.json` manifest read from hand-written Swift by ``FlagImporter``.
package struct ImportedManifest: Sendable, Equatable {
    /// A Boolean value indicating whether the flags enum was `public`.
    package var isPublic: Bool
    /// The build configurations, in the order their conditions are tested; the fallback last.
    package var configurations: [ImportedConfiguration]
    /// The flags, in declaration order.
    package var flags: [ImportedFlag]
}

/// A build configuration of an ``ImportedManifest``.
package struct ImportedConfiguration: Sendable, Equatable {
    /// The configuration's name, as the Swift file spells it.
    package var name: String
    /// The compilation condition that selects it; `nil` for the fallback.
    package var condition: String?
}

/// A flag of an ``ImportedManifest``.
package struct ImportedFlag: Sendable, Equatable {
    /// The enum case's name.
    package var name: String
    /// The remote key, when the file gives one.
    package var key: String?
    /// What the flag is for, with a note when it was imported approximately.
    package var description: String?
    /// In which configurations the flag is on, in the builds where ``variant`` holds.
    package var enabled: EnabledRule
    /// The compilation condition of the app variants the flag exists in (`"if"`), if any.
    package var variant: CompilationCondition? = nil
    /// A Boolean value indicating whether a remote payload may change the flag.
    package var isRemote: Bool
    /// A Boolean value indicating whether local overrides of the flag are allowed.
    package var allowsLocalOverride: Bool
}
