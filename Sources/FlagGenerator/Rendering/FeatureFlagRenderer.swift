import FlagJSON

/// Renders `FeatureFlag.swift`: one case per flag, of any kind, its rule, and its metadata.
struct FeatureFlagRenderer {
    let manifest: Manifest
    let sourceName: String
    /// The flags whose `expires` date has passed; their cases are deprecated.
    let expiredFlags: Set<String>

    private var modifiers: AccessModifiers { AccessModifiers(access: manifest.access) }
    private var values: ValuesRenderer {
        ValuesRenderer(manifest: manifest, sourceName: sourceName, expiredFlags: expiredFlags)
    }

    /// The file: the enum, the format check, the conformance and the metadata table, then the
    /// typed flags' `Values` and the enums of the variant flags' variants, if any.
    func render() -> String {
        renderDeclaration() + "\n" + renderConformance() + values.render()
            + VariantEnumRenderer(manifest: manifest, sourceName: sourceName, expiredFlags: expiredFlags).render()
    }

    private func renderDeclaration() -> String {
        var printer = CodePrinter()
        SourceHeader.render(into: &printer, sourceName: sourceName)
        printTypeDocumentation(into: &printer)
        printer.lines(modifiers.frozenAttribute)
        printer.block("\(modifiers.keyword)nonisolated enum FeatureFlag: Sendable") { body in
            for flag in manifest.flags { printCase(flag, into: &body) }
        }
        printer.line()
        printer.line(GeneratedFormat.conformance(of: "FeatureFlag", generatedFile: "FeatureFlag.swift"))
        return printer.text
    }

    /// The conformance, stored properties first, then the table in an extension of its own.
    private func renderConformance() -> String {
        var printer = CodePrinter()
        let ordinals = OrdinalRenderer(flags: manifest.flags, modifiers: modifiers)
        let metadata = MetadataTableRenderer(manifest: manifest, sourceName: sourceName, modifiers: modifiers)
        printer.block("nonisolated extension FeatureFlag: ManifestFlag") { body in
            printSharedStore(into: &body)
            body.line()
            ordinals.renderAllCases(into: &body)
            body.line()
            printIsEnabled(into: &body)
            body.line()
            ConfigurationPredicateRenderer.rule(for: manifest, modifiers: modifiers).render(into: &body)
            body.line()
            ConfigurationPredicateRenderer.overridability(for: manifest, modifiers: modifiers).render(into: &body)
            body.line()
            if manifest.flags.contains(where: { $0.value.options != nil }) {
                printCompiledIndex(into: &body)
                body.line()
            }
            values.renderTypedValue(into: &body)
            if manifest.hasAppVariantFlags {
                printIsInAppVariant(into: &body)
                body.line()
            }
            ordinals.renderOrdinal(into: &body)
            body.line()
            metadata.renderAccessor(into: &body)
        }
        printer.line()
        metadata.renderTable(into: &printer)
        return printer.text
    }

    private func printTypeDocumentation(into printer: inout CodePrinter) {
        // The example reads `isEnabled`, which is a Boolean flag's value.
        let firstBoolean = manifest.flags.first { if case .boolean = $0.value { true } else { false } }
        let example = firstBoolean.map { SwiftIdentifier.member($0.name) } ?? "someFlag"
        printer.lines([
            "/// The feature flags declared in \(SwiftLiteral.commentText(sourceName)).",
            "///",
            "/// Read a flag where it gates code; evaluate its rule for any configuration in tests:",
            "///",
            "/// ```swift",
            "/// if FeatureFlag.\(example).isEnabled { … }",
            "/// let shipsOn = FeatureFlag.\(example).isEnabled(in: .\(SwiftIdentifier.member(manifest.configurations.last?.name ?? "appStore")))",
            "/// ```",
        ])
    }

    private func printCase(_ flag: FlagDeclaration, into printer: inout CodePrinter) {
        if let description = flag.description {
            printer.lines(SwiftLiteral.docComment(description))
            printer.line("///")
        }
        printer.lines(
            FlagFacts(flag: flag, configurations: manifest.configurationNames).summary.flatMap(SwiftLiteral.docComment))
        switch flag.value {
        case .boolean: break
        case .variants:
            printer.line("///")
            printer.line("/// Read its variant with `FeatureFlag.\(flag.variantTypeName).current`.")
        case .typed:
            printer.line("///")
            printer.line(
                "/// Read its value with `FeatureFlag.Values.\(SwiftIdentifier.member(flag.name))`; `isEnabled` is")
            printer.line("/// always `true` for it, a value having no \"off\".")
        }
        if let deprecation = ExpiryDeprecation.attribute(
            name: flag.name, owner: flag.owner, expires: flag.expires, expiredFlags: expiredFlags,
            sourceName: sourceName)
        {
            printer.line(deprecation)
        }
        printer.line("case \(SwiftIdentifier.escaped(flag.name))")
        printer.line()
    }

    private func printIsEnabled(into printer: inout CodePrinter) {
        printer.lines([
            "/// A Boolean value indicating whether the flag is on in this build.",
            "///",
            "/// For a flag that nothing may change at run time in this build, this is the compiled",
            "/// value: a constant the optimizer folds, so the code it guards is left out of release",
            "/// builds. For the others it is the store's effective value, a single atomic load.",
        ])
        // Always inlined, like the switches it calls: at thousands of flags the optimizer
        // would otherwise keep a call, and the constant (and dead code) would survive.
        printer.lines(modifiers.alwaysInlinedAttributes)
        printer.block("\(modifiers.keyword)var isEnabled: Bool") { body in
            body.line("guard isOverridable(in: .current) else { return isEnabled(in: .current) }")
            body.line("return _storedValue")
        }
    }

    /// For a manifest with variant flags only; the others get `ManifestFlag`'s default, which
    /// answers 1 or 0 from `isEnabled(in:)`. One arm per distinct answer, as for the rules.
    private func printCompiledIndex(into printer: inout CodePrinter) {
        printer.lines([
            "/// The index of the flag's compiled value in `configuration`: of its variant, for a variant",
            "/// flag; 1 for on and 0 for off, for a Boolean flag.",
        ])
        let names = manifest.configurationNames
        printer.block("\(modifiers.keyword)func _compiledIndex(in configuration: BuildConfiguration) -> Int") { body in
            GroupedSwitch.render(
                manifest.flags.map { flag in
                    guard case .variants = flag.value else {
                        return (flag.name, .returning("isEnabled(in: configuration) ? 1 : 0"))
                    }
                    let indexes = SwitchArm.perConfiguration(names) { String(flag.compiledIndex(in: $0)) }
                    let otherwise = SwitchArm.perConfiguration(names) {
                        String(flag.compiledIndex(in: $0, appVariantHolds: false))
                    }
                    guard let condition = flag.appVariant, otherwise != indexes else { return (flag.name, indexes) }
                    return (flag.name, .conditional(condition, whenHolds: indexes, otherwise: otherwise))
                },
                into: &body)
        }
    }

    /// For a manifest with `if` rules only; the others get `ManifestFlag`'s default, `true`.
    private func printIsInAppVariant(into printer: inout CodePrinter) {
        printer.lines([
            "/// A Boolean value indicating whether the flag exists in the app variant being compiled:",
            "/// `false` for a flag whose `if` condition doesn't hold in this build, which is then off",
            "/// and can't be changed.",
        ])
        printer.lines(modifiers.alwaysInlinedAttributes)
        printer.block("\(modifiers.keyword)var isInAppVariant: Bool") { body in
            GroupedSwitch.render(
                manifest.flags.map { flag in
                    (
                        flag.name,
                        flag.appVariant.map {
                            .conditional($0, whenHolds: .returning("true"), otherwise: .returning("false"))
                        } ?? .returning("true")
                    )
                },
                into: &body)
        }
    }

    private func printSharedStore(into printer: inout CodePrinter) {
        printer.lines([
            "/// The app's store: remote values and local overrides for the flags that may change",
            "/// in this build, set up at launch with `FeatureFlag.configureSharedStore(_:)`. Tests",
            "/// install their own with `FeatureFlag.withStore(_:operation:)`, from",
            "/// FeatureFlagKitTestSupport.",
            "\(modifiers.keyword)static let sharedStore: FlagStore<FeatureFlag> = _makeSharedStore()",
        ])
    }
}
