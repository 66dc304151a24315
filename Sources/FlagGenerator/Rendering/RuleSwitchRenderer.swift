/// Prints `isEnabled(in:)`: every flag's `enabled` rule as one grouped switch.
struct RuleSwitchRenderer {
    let manifest: Manifest
    let modifiers: AccessModifiers

    func print(into printer: inout CodePrinter) {
        printer.lines([
            "/// A Boolean value indicating whether the manifest's rule turns the flag on in `configuration`.",
            "///",
            "/// Works for any configuration, not only this build's, so tests can check them all",
            "/// without recompiling.",
        ])
        printer.lines(modifiers.inlinableAttribute)
        printer.line("@inline(__always)")
        printer.block("\(modifiers.keyword)func isEnabled(in configuration: BuildConfiguration) -> Bool") { body in
            let names = manifest.configurationNames
            GroupedSwitch.print(
                manifest.flags.map { flag in
                    (flag.name, ConfigurationTest.expression(
                        enabledIn: flag.rule.enabledConfigurations(of: names), of: names, variable: "configuration"))
                },
                into: &body)
        }
    }
}
