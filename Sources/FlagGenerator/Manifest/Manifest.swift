import FlagJSON

/// A checked `flags.json`: everything the renderers and tools need, already validated.
public struct Manifest: Sendable, Equatable {
    /// The access level of everything generated.
    public var access: AccessLevel
    /// The build configurations, in the order their conditions are tested.
    public var configurations: [ConfigurationDeclaration]
    /// The names of the configurations in which local overrides are honoured, in configuration order.
    public var localOverrideConfigurations: [String]
    /// The flags, in manifest order.
    public var flags: [FlagDeclaration]

    /// The configuration names, in order.
    public var configurationNames: [String] { configurations.map(\.name) }

    /// A Boolean value indicating whether any flag exists only in some app variants (`"if"`).
    public var hasVariantFlags: Bool { flags.contains { $0.variant != nil } }
}

/// The access level of the generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    /// Visible in the target only (the default).
    case `internal`
    /// Visible to other targets of the same package.
    case package
    /// Visible to every client; the generated code is also made inlinable across modules.
    case `public`

    /// A Boolean value indicating whether the declarations can be `@inlinable` (internal ones can't).
    public var allowsInlinable: Bool { self != .internal }
}

/// One build configuration of a manifest.
public struct ConfigurationDeclaration: Sendable, Equatable {
    /// The Swift identifier of the `BuildConfiguration` case.
    public var name: String
    /// The compilation condition that selects it; `nil` for the fallback.
    public var condition: CompilationCondition?
    /// What the configuration is for, if the manifest says.
    public var description: String?
}
