import ManifestVocabulary

/// Prints a method `name(in configuration: BuildConfiguration) -> Bool` that answers, for each
/// flag, a yes/no question about configurations, as one grouped switch.
///
/// Used for `isEnabled(in:)` (the manifest's rule) and `isOverridable(in:)` (whether a layer
/// may change the flag). Always inlined: at thousands of flags the optimizer would otherwise
/// keep the call, and with it the code behind flags that are constant. A flag of some app
/// variants only (`"if"`) answers under `#if`, so the answer stays a constant in each variant.
struct ConfigurationPredicateRenderer {
    let manifest: Manifest
    let modifiers: AccessModifiers
    /// The method's base name.
    let name: String
    /// The method's doc comment, without the `///`.
    let documentation: [String]
    /// The answer for a flag in a configuration, in a build where the flag's app variant
    /// condition holds (`true`) or doesn't.
    let predicate: (FlagDeclaration, String, Bool) -> Bool

    func render(into printer: inout CodePrinter) {
        printer.lines(documentation.map { $0.isEmpty ? "///" : "/// " + $0 })
        printer.lines(modifiers.alwaysInlinedAttributes)
        printer.block("\(modifiers.keyword)func \(name)(in configuration: BuildConfiguration) -> Bool") { body in
            let names = manifest.configurationNames
            // Flags share a handful of answers: build each expression once.
            var expressions: [[Bool]: String] = [:]
            func expression(_ answers: [Bool]) -> String {
                if let expression = expressions[answers] { return expression }
                let expression = ConfigurationTest.expression(
                    enabledIn: zip(names, answers).filter(\.1).map(\.0), of: names, variable: "configuration")
                expressions[answers] = expression
                return expression
            }
            GroupedSwitch.render(
                manifest.flags.map { flag in
                    let answers = names.map { predicate(flag, $0, true) }
                    let otherwise = flag.appVariant == nil ? answers : names.map { predicate(flag, $0, false) }
                    guard let condition = flag.appVariant, otherwise != answers else {
                        return (flag.name, .returning(expression(answers)))
                    }
                    return (
                        flag.name,
                        .conditional(
                            condition, whenHolds: .returning(expression(answers)),
                            otherwise: .returning(expression(otherwise)))
                    )
                },
                into: &body)
        }
    }
}

extension ConfigurationPredicateRenderer {
    /// `isEnabled(in:)`: every Boolean flag's `enabled` rule, and whether every variant flag's
    /// `value` is other than its baseline, for the app variant being compiled.
    static func rule(for manifest: Manifest, modifiers: AccessModifiers) -> ConfigurationPredicateRenderer {
        let appVariantNote =
            manifest.hasAppVariantFlags
            ? [
                "", "Answers for the app variant being compiled: a flag whose `if` condition doesn't hold",
                "in this build is off in every configuration.",
            ]
            : []
        return ConfigurationPredicateRenderer(
            manifest: manifest, modifiers: modifiers, name: "isEnabled",
            documentation: [
                "A Boolean value indicating whether the manifest's rule turns the flag on in `configuration`.",
                "",
                "Works for any configuration, not only this build's, so tests can check them all",
                "without recompiling.",
            ] + appVariantNote,
            predicate: { flag, configuration, appVariantHolds in
                flag.isEnabled(in: configuration, appVariantHolds: appVariantHolds)
            })
    }

    /// `isOverridable(in:)`: ManifestVocabulary's `RemotePolicy.isOverridable(existsInAppVariant:localOverrideHonoured:compiledValue:)`,
    /// the rule the runtime's permissions evaluate too, for every flag and configuration.
    static func overridability(for manifest: Manifest, modifiers: AccessModifiers) -> ConfigurationPredicateRenderer {
        let localOverrides = Set(manifest.localOverrideConfigurations)
        return ConfigurationPredicateRenderer(
            manifest: manifest, modifiers: modifiers, name: "isOverridable",
            documentation: [
                "A Boolean value indicating whether a remote payload or a local override may change",
                "the flag in `configuration`.",
            ],
            predicate: { flag, configuration, appVariantHolds in
                isOverridable(
                    flag, in: configuration, localOverrides: localOverrides, appVariantHolds: appVariantHolds)
            })
    }

    /// Whether a remote payload or a local override may change `flag` in `configuration` of
    /// `manifest`, in a build where its app variant condition holds (`appVariantHolds`) or doesn't.
    static func isOverridable(
        _ flag: FlagDeclaration, in configuration: String, of manifest: Manifest, appVariantHolds: Bool
    ) -> Bool {
        isOverridable(
            flag, in: configuration, localOverrides: Set(manifest.localOverrideConfigurations),
            appVariantHolds: appVariantHolds)
    }

    private static func isOverridable(
        _ flag: FlagDeclaration, in configuration: String, localOverrides: Set<String>, appVariantHolds: Bool
    ) -> Bool {
        flag.remote.isOverridable(
            existsInAppVariant: flag.appVariant == nil || appVariantHolds,
            localOverrideHonoured: LocalOverrideRule.isHonoured(
                flagAllows: flag.allowsLocalOverride, configurationHonours: localOverrides.contains(configuration)),
            compiledValue: flag.isEnabled(in: configuration, appVariantHolds: appVariantHolds))
    }
}
