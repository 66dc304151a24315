import FlagJSON
import ManifestVocabulary

/// One flag of a manifest.
package struct FlagDeclaration: Sendable, Equatable {
    /// The Swift identifier of the `FeatureFlag` case.
    package var name: String
    /// The key used in remote payloads and local override storage.
    package var key: String
    /// What the flag is for, if the manifest says.
    package var description: String?
    /// In which configurations the flag is compiled on, in a build where ``variant`` holds.
    package var rule: EnabledRule
    /// The compilation condition of the app variants the flag exists in (`"enabled": { "if": … }`),
    /// or `nil` if it exists in every build. Where the condition doesn't hold, the flag is off
    /// and nothing may change it.
    package var variant: CompilationCondition? = nil
    /// Who may change the value from a remote payload.
    package var remote: RemotePolicy
    /// A Boolean value indicating whether local overrides are allowed where the manifest honours them.
    package var allowsLocalOverride: Bool
    /// Who owns the flag, if the manifest says.
    package var owner: String?
    /// The last day the flag is meant to live, if the manifest says.
    package var expires: CalendarDate?
    /// Where the flag's `name` is in the manifest.
    package var location: SourceLocation

    /// A Boolean value indicating whether the flag is compiled on in `configuration` of a build
    /// in which its ``variant`` condition holds (`variantHolds`) or doesn't.
    package func isEnabled(in configuration: String, variantHolds: Bool) -> Bool {
        (variant == nil || variantHolds) && rule.isEnabled(in: configuration)
    }
}
