import FlagJSON

/// Renders the variant flags of `FeatureFlag.swift`: for each, the enum of its variants and a
/// typed read that is a constant, chosen by configuration, so a release build keeps only the
/// code of the variant it is compiled to.
struct MultivariateFlagRenderer {
    let manifest: Manifest
    let sourceName: String
    /// The flags whose `expires` date has passed; their reads are deprecated.
    let expiredFlags: Set<String>

    private var modifiers: AccessModifiers { AccessModifiers(access: manifest.access) }

    /// The extension of `FeatureFlag` that holds every variant flag; empty without any.
    func render() -> String {
        guard !manifest.multivariateFlags.isEmpty else { return "" }
        var printer = CodePrinter()
        printer.block("nonisolated extension FeatureFlag") { body in
            for flag in manifest.multivariateFlags {
                printRead(flag, into: &body)
                body.line()
                printRule(flag, into: &body)
                body.line()
                printEnum(flag, into: &body)
                body.line()
            }
        }
        return "\n" + printer.text
    }

    /// `static var checkoutFlow: CheckoutFlowVariant`, the variant of this build.
    private func printRead(_ flag: MultivariateFlagDeclaration, into printer: inout CodePrinter) {
        if let description = flag.description {
            printer.lines(SwiftLiteral.docComment(description))
            printer.line("///")
        }
        let facts = MultivariateFlagFacts(flag: flag, configurations: manifest.configurationNames)
        printer.lines(facts.summary.flatMap(SwiftLiteral.docComment))
        printer.lines([
            "///",
            "/// A constant: the variant this build is compiled to, so a `switch` over it keeps only",
            "/// that variant's code in release builds.",
        ])
        printDeprecation(flag, into: &printer)
        printer.lines(modifiers.alwaysInlinedAttributes)
        let name = SwiftIdentifier.escaped(flag.name)
        printer.block("\(modifiers.keyword)static var \(name): \(flag.typeName)") { body in
            body.line("\(SwiftIdentifier.member(flag.name))(in: .current)")
        }
    }

    /// `@available(*, deprecated, …)` for a flag past its `expires` date.
    private func printDeprecation(_ flag: MultivariateFlagDeclaration, into printer: inout CodePrinter) {
        if let deprecation = ExpiryDeprecation.attribute(
            name: flag.name, owner: flag.owner, expires: flag.expires, expiredFlags: expiredFlags,
            sourceName: sourceName)
        {
            printer.line(deprecation)
        }
    }

    /// `static func checkoutFlow(in:) -> CheckoutFlowVariant`: the manifest's `value`.
    private func printRule(_ flag: MultivariateFlagDeclaration, into printer: inout CodePrinter) {
        printer.lines([
            "/// The variant the manifest compiles ``\(SwiftIdentifier.member(flag.name))`` to in `configuration`.",
            "///",
            "/// Works for any configuration, not only this build's, so tests can check them all.",
        ])
        printDeprecation(flag, into: &printer)
        printer.lines(modifiers.alwaysInlinedAttributes)
        let name = SwiftIdentifier.escaped(flag.name)
        printer.block(
            "\(modifiers.keyword)static func \(name)(in configuration: BuildConfiguration) -> \(flag.typeName)"
        ) { body in
            guard let condition = flag.appVariant else { return printSwitch(flag, into: &body) }
            body.line("#if \(condition)")
            printSwitch(flag, into: &body)
            body.line("#else")
            body.line("return .\(SwiftIdentifier.member(flag.baseline))")
            body.line("#endif")
        }
    }

    /// `switch configuration` with one arm per variant, or `return .x` if there is one.
    private func printSwitch(_ flag: MultivariateFlagDeclaration, into printer: inout CodePrinter) {
        var order: [String] = []
        var configurationsByOption: [String: [String]] = [:]
        for configuration in manifest.configurationNames {
            let option = flag.option(in: configuration)
            if configurationsByOption[option] == nil { order.append(option) }
            configurationsByOption[option, default: []].append("." + SwiftIdentifier.member(configuration))
        }
        guard order.count > 1 else {
            return printer.line("return .\(SwiftIdentifier.member(order.first ?? flag.baseline))")
        }
        printer.line("switch configuration {")
        for option in order {
            printer.line("case \(configurationsByOption[option]!.joined(separator: ", ")):")
            printer.indented { $0.line("return .\(SwiftIdentifier.member(option))") }
        }
        printer.line("}")
    }

    /// `enum CheckoutFlowVariant: String, CaseIterable, Sendable`, one case per variant.
    private func printEnum(_ flag: MultivariateFlagDeclaration, into printer: inout CodePrinter) {
        printer.line(
            "/// The variants of ``\(SwiftIdentifier.member(flag.name))``, in manifest order; the first, "
                + "`\(flag.baseline)`, is the baseline.")
        printer.lines(modifiers.frozenAttribute)
        printer.block("\(modifiers.keyword)nonisolated enum \(flag.typeName): String, CaseIterable, Sendable") {
            body in
            for option in flag.options { body.line("case \(SwiftIdentifier.escaped(option))") }
        }
    }
}
