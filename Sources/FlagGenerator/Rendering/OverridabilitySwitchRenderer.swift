/// Prints `isOverridable(in:)`: for each flag, the configurations in which a remote payload
/// or a local override may change it, as one grouped switch.
///
/// Generated `isEnabled` asks it first: where it is `false` the flag is a compile-time constant.
struct OverridabilitySwitchRenderer {
    let manifest: Manifest
    let modifiers: AccessModifiers

    func print(into printer: inout CodePrinter) {
        printer.lines([
            "/// A Boolean value indicating whether a remote payload or a local override may change",
            "/// the flag in `configuration`.",
        ])
        printer.lines(modifiers.inlinableAttribute)
        printer.line("@inline(__always)")
        printer.block("\(modifiers.keyword)func isOverridable(in configuration: BuildConfiguration) -> Bool") { body in
            let names = manifest.configurationNames
            GroupedSwitch.print(
                manifest.flags.map { flag in
                    (flag.name, ConfigurationTest.expression(
                        enabledIn: names.filter { isOverridable(flag, in: $0) }, of: names, variable: "configuration"))
                },
                into: &body)
        }
    }

    /// The manifest's rule: a local override where the configuration honours them and the flag
    /// allows them; a remote value where the policy allows one that differs from the compiled value.
    private func isOverridable(_ flag: FlagDeclaration, in configuration: String) -> Bool {
        let allowsLocal = flag.allowsLocalOverride && manifest.localOverrideConfigurations.contains(configuration)
        switch flag.remote {
        case .allowed: return true
        case .disableOnly: return allowsLocal || flag.rule.isEnabled(in: configuration)
        case .forbidden: return allowsLocal
        }
    }
}
