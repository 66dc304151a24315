import FlagJSON

/// A checked `flags.json`: everything the renderers and tools need, already validated.
package struct Manifest: Sendable, Equatable {
    /// The access level of everything generated.
    package var access: AccessLevel
    /// The build configurations, in the order their conditions are tested.
    package var configurations: [ConfigurationDeclaration]
    /// The names of the configurations in which local overrides are honoured, in configuration order.
    package var localOverrideConfigurations: [String]
    /// Every flag, whichever kind of value it has, in manifest order: the cases of `FeatureFlag`,
    /// whose ordinals are their positions here.
    package var flags: [FlagDeclaration]

    /// The configuration names, in order.
    package var configurationNames: [String] { configurations.map(\.name) }

    /// A Boolean value indicating whether any flag exists only in some app variants (`"if"`).
    package var hasAppVariantFlags: Bool { flags.contains { $0.appVariant != nil } }
}

/// The access level of the generated declarations.
package enum AccessLevel: String, Sendable, CaseIterable {
    /// Visible in the target only (the default).
    case `internal`
    /// Visible to other targets of the same package.
    case package
    /// Visible to every client; the generated code is also made inlinable across modules.
    case `public`

    /// A Boolean value indicating whether the declarations can be `@inlinable` (internal ones can't).
    package var allowsInlinable: Bool { self != .internal }
}

/// One build configuration of a manifest.
package struct ConfigurationDeclaration: Sendable, Equatable {
    /// The Swift identifier of the `BuildConfiguration` case.
    package var name: String
    /// The compilation condition that selects it; `nil` for the fallback.
    package var condition: CompilationCondition?
    /// What the configuration is for, if the manifest says.
    package var description: String?
}
