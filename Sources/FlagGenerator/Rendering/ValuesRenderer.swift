import ManifestVocabulary

/// Renders `FeatureFlag.Values` of `FeatureFlag.swift`: for each typed flag, its value in this
/// build with its Swift type (`uploadLimit`) and its compiled value in any configuration
/// (`uploadLimit(in:)`); and the conformance's `_typedValue(in:)`, through which the runtime
/// reads the compiled values.
struct ValuesRenderer {
    let manifest: Manifest
    let sourceName: String
    /// The flags whose `expires` date has passed; their reads are deprecated.
    let expiredFlags: Set<String>

    private var modifiers: AccessModifiers { AccessModifiers(access: manifest.access) }

    /// The typed flags, in manifest order, with their types and rules.
    private var typedFlags: [(flag: FlagDeclaration, type: ValueType, rule: TypedRule)] {
        manifest.flags.compactMap { flag in
            guard case .typed(let type, let rule) = flag.value else { return nil }
            return (flag, type, rule)
        }
    }

    /// The extension of `FeatureFlag` that holds `Values`; empty without typed flags.
    func render() -> String {
        let flags = typedFlags
        guard !flags.isEmpty else { return "" }
        var printer = CodePrinter()
        printer.block("nonisolated extension FeatureFlag") { body in
            body.lines([
                "/// The values of the typed flags, read with their Swift type: no key, no default at the",
                "/// call site, and a constant where nothing may change the flag in this build.",
                "///",
                "/// ```swift",
                "/// let value = FeatureFlag.Values.\(SwiftIdentifier.member(flags[0].flag.name))",
                "/// ```",
            ])
            body.block("\(modifiers.keyword)nonisolated enum Values") { values in
                for (index, typed) in flags.enumerated() {
                    if index > 0 { values.line() }
                    printRead(typed.flag, type: typed.type, into: &values)
                    values.line()
                    printCompiled(typed.flag, type: typed.type, rule: typed.rule, into: &values)
                }
            }
        }
        return "\n" + printer.text
    }

    /// `_typedValue(in:)` for the conformance, for a manifest with typed flags only; the others
    /// get `ManifestFlag`'s default, `nil`.
    func renderTypedValue(into printer: inout CodePrinter) {
        let flags = typedFlags
        guard !flags.isEmpty else { return }
        printer.lines([
            "/// The compiled value of a typed flag in `configuration`; `nil` for a Boolean or variant flag.",
            "\(modifiers.keyword)func _typedValue(in configuration: BuildConfiguration) -> FlagValue? {",
        ])
        printer.indented { body in
            body.line("switch self {")
            for (flag, type, _) in flags {
                let member = SwiftIdentifier.member(flag.name)
                body.line("case .\(member):")
                body.indented { $0.line("return .\(type.name)(Values.\(member)(in: configuration))") }
            }
            if flags.count < manifest.flags.count {
                body.line("default:")
                body.indented { $0.line("return nil") }
            }
            body.line("}")
        }
        printer.line("}")
        printer.line()
    }

    /// `static var uploadLimit: Int`: the compiled value where nothing may change the flag in
    /// this build, so that it folds to a constant; the store's otherwise.
    private func printRead(_ flag: FlagDeclaration, type: ValueType, into printer: inout CodePrinter) {
        let member = SwiftIdentifier.member(flag.name)
        if let description = flag.description {
            printer.lines(SwiftLiteral.docComment(description))
            printer.line("///")
        }
        printer.lines(
            FlagFacts(flag: flag, configurations: manifest.configurationNames).summary.flatMap(SwiftLiteral.docComment))
        if let deprecation = ExpiryDeprecation.attribute(
            name: flag.name, owner: flag.owner, expires: flag.expires, expiredFlags: expiredFlags,
            sourceName: sourceName)
        {
            printer.line(deprecation)
        }
        printer.lines(modifiers.alwaysInlinedAttributes)
        printer.block("\(modifiers.keyword)static var \(SwiftIdentifier.escaped(flag.name)): \(type.swiftType)") {
            body in
            let isNeverChanged = !manifest.configurationNames.contains {
                ConfigurationPredicateRenderer.isOverridable(flag, in: $0, of: manifest, appVariantHolds: true)
            }
            let compiled = "\(SwiftIdentifier.escaped(flag.name))(in: .current)"
            guard !isNeverChanged else { return body.line("return \(compiled)") }
            body.line("guard FeatureFlag.\(member).isOverridable(in: .current) else { return \(compiled) }")
            body.line("return FeatureFlag.\(member).\(type.storedRead)")
        }
    }

    /// `static func uploadLimit(in:) -> Int`: the manifest's `value`. Not deprecated when the
    /// flag expires: `_typedValue(in:)` reads it, and the read apps call is.
    private func printCompiled(
        _ flag: FlagDeclaration, type: ValueType, rule: TypedRule, into printer: inout CodePrinter
    ) {
        let member = SwiftIdentifier.member(flag.name)
        printer.lines([
            "/// The value the manifest compiles ``\(member)`` to in `configuration`.",
            "///",
            "/// Works for any configuration, not only this build's, so tests can check them all.",
        ])
        printer.lines(modifiers.alwaysInlinedAttributes)
        printer.block(
            "\(modifiers.keyword)static func \(SwiftIdentifier.escaped(flag.name))(in configuration: BuildConfiguration) "
                + "-> \(type.swiftType)"
        ) { body in
            SwitchArm.perConfiguration(manifest.configurationNames) { Self.swiftLiteral(rule.value(in: $0)) }
                .render(into: &body)
        }
    }

    /// The value as a Swift expression of its type. A `Double`'s description is the shortest
    /// text that reads back as the same number, and a valid float literal (`300.0`, `1e+308`);
    /// a subnormal one is written by its bits, as its literal draws an underflow warning.
    static func swiftLiteral(_ literal: TypedLiteral) -> String {
        switch literal {
        case .integer(let value): String(value)
        case .double(let value) where value.isSubnormal:
            "Double(bitPattern: 0x\(String(value.bitPattern, radix: 16, uppercase: true)))"
        case .double(let value): value.description
        case .string(let value): SwiftLiteral.string(value)
        }
    }
}
