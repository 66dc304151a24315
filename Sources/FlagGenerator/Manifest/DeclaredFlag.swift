import FlagJSON
import ManifestVocabulary

/// One flag of a manifest, whichever kind: a case of the generated `FeatureFlag`.
///
/// A Boolean flag (`enabled`) is on or off; a variant flag (`variants` and `value`) is one of
/// its variants, and counts as on wherever it is not its baseline.
package enum DeclaredFlag: Sendable, Equatable {
    case boolean(FlagDeclaration)
    case multivariate(MultivariateFlagDeclaration)

    /// The Swift identifier of the `FeatureFlag` case.
    package var name: String {
        switch self {
        case .boolean(let flag): flag.name
        case .multivariate(let flag): flag.name
        }
    }

    /// The key used in remote payloads and local override storage.
    package var key: String {
        switch self {
        case .boolean(let flag): flag.key
        case .multivariate(let flag): flag.key
        }
    }

    /// What the flag is for, if the manifest says.
    package var description: String? {
        switch self {
        case .boolean(let flag): flag.description
        case .multivariate(let flag): flag.description
        }
    }

    /// Who may change the value from a remote payload.
    package var remote: RemotePolicy {
        switch self {
        case .boolean(let flag): flag.remote
        case .multivariate(let flag): flag.remote
        }
    }

    /// A Boolean value indicating whether local overrides are allowed where the manifest honours them.
    package var allowsLocalOverride: Bool {
        switch self {
        case .boolean(let flag): flag.allowsLocalOverride
        case .multivariate(let flag): flag.allowsLocalOverride
        }
    }

    /// Who owns the flag, if the manifest says.
    package var owner: String? {
        switch self {
        case .boolean(let flag): flag.owner
        case .multivariate(let flag): flag.owner
        }
    }

    /// The last day the flag is meant to live, if the manifest says.
    package var expires: CalendarDate? {
        switch self {
        case .boolean(let flag): flag.expires
        case .multivariate(let flag): flag.expires
        }
    }

    /// Where the flag's `name` is in the manifest.
    package var location: SourceLocation {
        switch self {
        case .boolean(let flag): flag.location
        case .multivariate(let flag): flag.location
        }
    }

    /// The compilation condition of the app variants the flag exists in (`"if"`), or `nil` if it
    /// exists in every build.
    package var appVariant: CompilationCondition? {
        switch self {
        case .boolean(let flag): flag.variant
        case .multivariate(let flag): flag.appVariant
        }
    }

    /// The Boolean flag, if this is one.
    package var boolean: FlagDeclaration? {
        guard case .boolean(let flag) = self else { return nil }
        return flag
    }

    /// The variant flag, if this is one.
    package var multivariate: MultivariateFlagDeclaration? {
        guard case .multivariate(let flag) = self else { return nil }
        return flag
    }

    /// A Boolean value indicating whether the flag is compiled on (for a variant flag: to a
    /// variant other than its baseline) in `configuration` of a build in which its
    /// ``appVariant`` condition holds (`appVariantHolds`) or doesn't.
    package func isEnabled(in configuration: String, appVariantHolds: Bool) -> Bool {
        switch self {
        case .boolean(let flag): flag.isEnabled(in: configuration, variantHolds: appVariantHolds)
        case .multivariate(let flag): flag.isEnabled(in: configuration, appVariantHolds: appVariantHolds)
        }
    }
}
