import FlagJSON

/// Renders the enums of the variant flags of `FeatureFlag.swift`: for each flag, the enum of its
/// variants, with the variant of this build (`current`) and of any configuration (`value(in:)`),
/// and its `FlagVariant` conformance. The flags themselves are cases of `FeatureFlag`.
struct VariantEnumRenderer {
    let manifest: Manifest
    let sourceName: String
    /// The flags whose `expires` date has passed; their reads are deprecated.
    let expiredFlags: Set<String>

    private var modifiers: AccessModifiers { AccessModifiers(access: manifest.access) }

    /// The extension of `FeatureFlag` that holds every variant enum, then their conformances;
    /// empty without variant flags.
    func render() -> String {
        let flags = manifest.flags.compactMap { flag -> (FlagDeclaration, [String], OptionRule)? in
            guard case .variants(let options, let rule) = flag.value else { return nil }
            return (flag, options, rule)
        }
        guard !flags.isEmpty else { return "" }
        var printer = CodePrinter()
        printer.block("nonisolated extension FeatureFlag") { body in
            for (flag, options, rule) in flags {
                printEnum(flag, options: options, rule: rule, into: &body)
                body.line()
            }
        }
        for (flag, _, _) in flags {
            printer.line()
            printConformance(flag, into: &printer)
        }
        return "\n" + printer.text
    }

    /// `enum CheckoutFlowVariant: String, CaseIterable, Sendable`: one case per variant, `current`
    /// and `value(in:)`.
    private func printEnum(
        _ flag: FlagDeclaration, options: [String], rule: OptionRule, into printer: inout CodePrinter
    ) {
        let flagName = SwiftIdentifier.member(flag.name)
        printer.lines([
            "/// The variants of ``\(flagName)``, in manifest order; the first, `\(options[0])`, is the baseline.",
            "///",
            "/// ```swift",
            "/// switch FeatureFlag.\(flag.variantTypeName).current { … }",
            "/// ```",
        ])
        printer.lines(modifiers.frozenAttribute)
        printer.block("\(modifiers.keyword)nonisolated enum \(flag.variantTypeName): String, CaseIterable, Sendable") {
            body in
            for option in options { body.line("case \(SwiftIdentifier.escaped(option))") }
            body.line()
            printCurrent(flag, into: &body)
            body.line()
            printValue(flag, options: options, rule: rule, into: &body)
        }
    }

    /// `static var current: Self`: the compiled variant where nothing may change the flag in this
    /// build, so that a release build folds it; the store's otherwise.
    private func printCurrent(_ flag: FlagDeclaration, into printer: inout CodePrinter) {
        let flagName = SwiftIdentifier.member(flag.name)
        printer.lines([
            "/// The variant of ``FeatureFlag/\(flagName)`` in this build.",
            "///",
            "/// Where nothing may change the flag in this build, this is the compiled variant: a",
            "/// constant, so a `switch` over it keeps only that variant's code in release builds.",
            "/// Elsewhere it is the store's effective variant, a single atomic load.",
        ])
        printDeprecation(flag, into: &printer)
        printer.lines(modifiers.alwaysInlinedAttributes)
        printer.block("\(modifiers.keyword)static var current: Self") { body in
            body.line(
                "guard FeatureFlag.\(flagName).isOverridable(in: .current) else { return value(in: .current) }")
            // A frozen enum of 2...256 cases without payloads is one byte holding its case's index.
            body.line(
                "return unsafeBitCast(UInt8(truncatingIfNeeded: FeatureFlag.\(flagName)._storedIndex), to: Self.self)")
        }
    }

    /// `static func value(in:) -> Self`: the manifest's `value`.
    private func printValue(
        _ flag: FlagDeclaration, options: [String], rule: OptionRule, into printer: inout CodePrinter
    ) {
        printer.lines([
            "/// The variant the manifest compiles ``FeatureFlag/\(SwiftIdentifier.member(flag.name))`` to in `configuration`.",
            "///",
            "/// Works for any configuration, not only this build's, so tests can check them all.",
        ])
        printDeprecation(flag, into: &printer)
        printer.lines(modifiers.alwaysInlinedAttributes)
        printer.block("\(modifiers.keyword)static func value(in configuration: BuildConfiguration) -> Self") { body in
            let names = manifest.configurationNames
            let variants = SwitchArm.perConfiguration(names) { "." + SwiftIdentifier.member(rule.value(in: $0)) }
            guard let condition = flag.appVariant else { return variants.render(into: &body) }
            SwitchArm.conditional(
                condition, whenHolds: variants, otherwise: .returning("." + SwiftIdentifier.member(options[0]))
            ).render(into: &body)
        }
    }

    /// `extension FeatureFlag.CheckoutFlowVariant: FlagVariant`, which names the flag.
    private func printConformance(_ flag: FlagDeclaration, into printer: inout CodePrinter) {
        printer.block("nonisolated extension FeatureFlag.\(flag.variantTypeName): FlagVariant") { body in
            body.line("/// The flag whose variants these are.")
            printDeprecation(flag, into: &body)
            body.lines(modifiers.inlinableAttribute)
            body.line("\(modifiers.keyword)static var flag: FeatureFlag { .\(SwiftIdentifier.member(flag.name)) }")
        }
    }

    /// `@available(*, deprecated, …)` for a flag past its `expires` date.
    private func printDeprecation(_ flag: FlagDeclaration, into printer: inout CodePrinter) {
        if let deprecation = ExpiryDeprecation.attribute(
            name: flag.name, owner: flag.owner, expires: flag.expires, expiredFlags: expiredFlags,
            sourceName: sourceName)
        {
            printer.line(deprecation)
        }
    }
}
