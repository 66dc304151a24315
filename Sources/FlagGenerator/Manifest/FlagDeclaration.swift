import FlagJSON
import ManifestVocabulary

/// One flag of a manifest, whichever kind of value it has: a case of the generated `FeatureFlag`.
package struct FlagDeclaration: Sendable, Equatable {
    /// The Swift identifier of the `FeatureFlag` case.
    package var name: String
    /// The key used in remote payloads and local override storage.
    package var key: String
    /// What the flag is for, if the manifest says.
    package var description: String?
    /// The kind of value the flag has, with the rule that compiles it in each configuration.
    package var value: FlagValueKind
    /// The compilation condition of the app variants the flag exists in (`"if"`), or `nil` if it
    /// exists in every build. Where the condition doesn't hold, the flag is off (a variant flag
    /// its baseline) and nothing may change it.
    package var appVariant: CompilationCondition? = nil
    /// Who may change the value from a remote payload: any value (`allowed`), or only back to
    /// off or the baseline (`disableOnly`).
    package var remote: RemotePolicy
    /// A Boolean value indicating whether local overrides are allowed where the manifest honours them.
    package var allowsLocalOverride: Bool
    /// Who owns the flag, if the manifest says.
    package var owner: String?
    /// The last day the flag is meant to live, if the manifest says.
    package var expires: CalendarDate?
    /// Where the flag's `name` is in the manifest.
    package var location: SourceLocation

    /// The name of the enum generated for a variant flag's variants, nested in `FeatureFlag`:
    /// `checkoutFlow` → `CheckoutFlowVariant`.
    package var variantTypeName: String {
        name.prefix(1).uppercased() + name.dropFirst() + "Variant"
    }

    /// The index of the value the flag is compiled to in `configuration` of a build in which its
    /// ``appVariant`` condition holds (`appVariantHolds`) or doesn't (then 0, off or the
    /// baseline): the value the store keeps.
    package func compiledIndex(in configuration: String, appVariantHolds: Bool = true) -> Int {
        appVariant == nil || appVariantHolds ? value.compiledIndex(in: configuration) : 0
    }

    /// A Boolean value indicating whether the flag is compiled on (for a variant flag: to a
    /// variant other than its baseline) in `configuration` of a build in which its
    /// ``appVariant`` condition holds (`appVariantHolds`) or doesn't: what counts as "on" for
    /// its policies.
    package func isEnabled(in configuration: String, appVariantHolds: Bool) -> Bool {
        compiledIndex(in: configuration, appVariantHolds: appVariantHolds) != 0
    }
}

/// The kind of value a flag has, with the rule that compiles it in each configuration.
package enum FlagValueKind: Sendable, Equatable {
    /// A Boolean flag (`enabled`): on or off.
    case boolean(EnabledRule)
    /// A variant flag (`variants` and `value`): one of its options, in manifest order, the first
    /// of which, the baseline, stands for "off".
    case variants(options: [String], rule: OptionRule)
    /// A typed flag (`type` and `value`): an integer, a double or a string within the type's
    /// bounds. It has no "off": it counts as on in every configuration.
    case typed(ValueType, rule: TypedRule)

    /// A variant flag's options, its baseline first; `nil` for a Boolean or typed flag.
    package var options: [String]? {
        guard case .variants(let options, _) = self else { return nil }
        return options
    }

    /// A typed flag's type and bounds; `nil` for a Boolean or variant flag.
    package var valueType: ValueType? {
        guard case .typed(let type, _) = self else { return nil }
        return type
    }

    /// The index of the value compiled in `configuration`: 1 for on and 0 for off, the index
    /// of the option in ``options``, or 1 for a typed flag, which is never off.
    package func compiledIndex(in configuration: String) -> Int {
        switch self {
        case .boolean(let rule):
            return rule.isEnabled(in: configuration) ? 1 : 0
        case .typed:
            return 1
        case .variants(let options, let rule):
            let option = rule.value(in: configuration)
            guard let index = options.firstIndex(of: option) else {
                preconditionFailure("a decoded flag compiles only to its own options, not \(option)")
            }
            return index
        }
    }
}
