/// Renders `BuildConfiguration.swift`: the configurations and the `#if` that picks one.
struct BuildConfigurationRenderer {
    let manifest: Manifest
    let sourceName: String

    func render() -> String {
        var printer = CodePrinter()
        let modifiers = AccessModifiers(access: manifest.access)
        SourceHeader.render(into: &printer, sourceName: sourceName)
        printer.lines([
            "/// The build configurations declared in \(SwiftLiteral.commentText(sourceName)), in the order their conditions are tested.",
            "///",
            "/// ```swift",
            "/// if BuildConfiguration.current ~= [\(exampleSet)] { … }",
            "/// ```",
        ])
        printer.lines(modifiers.frozenAttribute)
        printer.block("\(modifiers.keyword)nonisolated enum BuildConfiguration: String, CaseIterable, Sendable") {
            body in
            printCases(into: &body)
            printCurrent(into: &body, modifiers: modifiers)
            body.line()
            printMatchOperator(into: &body, modifiers: modifiers)
        }
        printer.line()
        printer.block("nonisolated extension BuildConfiguration: ManifestConfiguration") { body in
            printAllowsLocalOverrides(into: &body, modifiers: modifiers)
        }
        return printer.text
    }

    private var exampleSet: String {
        manifest.configurations.prefix(2).map { "." + SwiftIdentifier.member($0.name) }.joined(separator: ", ")
    }

    private func printCases(into printer: inout CodePrinter) {
        for configuration in manifest.configurations {
            if let description = configuration.description {
                printer.lines(SwiftLiteral.docComment(description))
                printer.line("///")
            }
            let selection =
                configuration.condition.map { "Selected when `\($0)` holds." }
                ?? "Selected when no condition above holds (the fallback)."
            printer.line("/// \(selection)")
            printer.line("case \(SwiftIdentifier.escaped(configuration.name))")
            printer.line()
        }
    }

    private func printCurrent(into printer: inout CodePrinter, modifiers: AccessModifiers) {
        printer.line("/// The configuration of this build, chosen at compile time.")
        printer.lines(modifiers.inlinableAttribute)
        printer.block("\(modifiers.keyword)static var current: BuildConfiguration") { body in
            for (index, configuration) in manifest.configurations.enumerated() {
                let result = "return .\(SwiftIdentifier.member(configuration.name))"
                guard manifest.configurations.count > 1 else {
                    body.line(result)
                    return
                }
                if let condition = configuration.condition {
                    body.line(index == 0 ? "#if \(condition)" : "#elseif \(condition)")
                } else {
                    body.line("#else")
                }
                body.line(result)
            }
            if manifest.configurations.count > 1 { body.line("#endif") }
        }
    }

    private func printMatchOperator(into printer: inout CodePrinter, modifiers: AccessModifiers) {
        printer.line("/// A Boolean value indicating whether `configuration` is one of `configurations`.")
        printer.lines(modifiers.inlinableAttribute)
        printer.line(
            "\(modifiers.keyword)static func ~= (configuration: BuildConfiguration, configurations: Set<BuildConfiguration>) -> Bool {"
        )
        printer.indented { $0.line("configurations.contains(configuration)") }
        printer.line("}")
    }

    private func printAllowsLocalOverrides(into printer: inout CodePrinter, modifiers: AccessModifiers) {
        printer.line("/// A Boolean value indicating whether local overrides (debug menu, QA, tests) are honoured")
        printer.line("/// in this configuration.")
        printer.lines(modifiers.inlinableAttribute)
        printer.block("\(modifiers.keyword)var allowsLocalOverrides: Bool") { body in
            body.line(
                ConfigurationTest.expression(
                    enabledIn: manifest.localOverrideConfigurations, of: manifest.configurationNames, variable: "self"))
        }
    }
}
