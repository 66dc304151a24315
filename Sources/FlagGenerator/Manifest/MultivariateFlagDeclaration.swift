import FlagJSON
import ManifestVocabulary

/// A variant flag of a manifest (`"variants"` and `"value"`): one of several named options,
/// compiled per configuration, that the store may change where its policies allow.
///
/// Called "multivariate" in code because "variant" already means an app variant (`"if"`).
package struct MultivariateFlagDeclaration: Sendable, Equatable {
    /// The Swift identifier of the `FeatureFlag` case.
    package var name: String
    /// The key used in remote payloads and local override storage.
    package var key: String
    /// What the flag is for, if the manifest says.
    package var description: String?
    /// The options (the manifest's `variants`), in manifest order; the first is the baseline.
    package var options: [String]
    /// Which option the flag is compiled to in each configuration.
    package var rule: OptionRule
    /// The compilation condition of the app variants the flag exists in (`"if"`), or `nil` if it
    /// exists in every build. Where the condition doesn't hold, the flag is the baseline.
    package var appVariant: CompilationCondition? = nil
    /// Who may change the variant from a remote payload: any variant (`allowed`), or only back
    /// to the baseline (`disableOnly`).
    package var remote: RemotePolicy
    /// A Boolean value indicating whether local overrides are allowed where the manifest honours them.
    package var allowsLocalOverride: Bool
    /// Who owns the flag, if the manifest says.
    package var owner: String?
    /// The last day the flag is meant to live, if the manifest says.
    package var expires: CalendarDate?
    /// Where the flag's `name` is in the manifest.
    package var location: SourceLocation

    /// The option that stands for "off": the first.
    package var baseline: String { options[0] }

    /// The name of the generated enum of the options, nested in `FeatureFlag`:
    /// `checkoutFlow` → `CheckoutFlowVariant`.
    package var typeName: String {
        name.prefix(1).uppercased() + name.dropFirst() + "Variant"
    }

    /// The option the flag is compiled to in `configuration` of a build in which its
    /// ``appVariant`` condition holds (`appVariantHolds`) or doesn't.
    package func option(in configuration: String, appVariantHolds: Bool = true) -> String {
        guard appVariant == nil || appVariantHolds else { return baseline }
        return rule.option(in: configuration)
    }

    /// The index in ``options`` of the option the flag is compiled to in `configuration`, as
    /// ``option(in:appVariantHolds:)`` picks it: the value the store keeps for it.
    package func optionIndex(in configuration: String, appVariantHolds: Bool = true) -> Int {
        let option = option(in: configuration, appVariantHolds: appVariantHolds)
        guard let index = options.firstIndex(of: option) else {
            preconditionFailure("a decoded flag compiles only to its own options, not \(option)")
        }
        return index
    }

    /// A Boolean value indicating whether the flag is compiled to a variant other than its
    /// baseline in `configuration`: what counts as "on" for its policies.
    package func isEnabled(in configuration: String, appVariantHolds: Bool) -> Bool {
        option(in: configuration, appVariantHolds: appVariantHolds) != baseline
    }
}

/// A variant flag's `value`: which option it is compiled to in each configuration.
package struct OptionRule: Sendable, Equatable {
    /// The options named for single configurations (`"in"`), in configuration order.
    package var byConfiguration: [(configuration: String, option: String)]
    /// The option of every other configuration (a plain name, or `"otherwise"`); `nil` when
    /// `byConfiguration` names every configuration.
    package var otherwise: String?

    package init(byConfiguration: [(configuration: String, option: String)] = [], otherwise: String?) {
        self.byConfiguration = byConfiguration
        self.otherwise = otherwise
    }

    /// The option in `configuration`.
    package func option(in configuration: String) -> String {
        guard let option = byConfiguration.first(where: { $0.configuration == configuration })?.option ?? otherwise
        else { preconditionFailure("a decoded rule names an option for every configuration") }
        return option
    }

    package static func == (lhs: OptionRule, rhs: OptionRule) -> Bool {
        lhs.otherwise == rhs.otherwise
            && lhs.byConfiguration.map(\.configuration) == rhs.byConfiguration.map(\.configuration)
            && lhs.byConfiguration.map(\.option) == rhs.byConfiguration.map(\.option)
    }
}
