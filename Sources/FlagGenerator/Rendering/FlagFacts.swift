/// A flag's value, rule and policies in words, for its doc comment.
struct FlagFacts {
    let flag: FlagDeclaration
    let configurations: [String]

    /// A Markdown list, one fact per line, each a sentence ending in a period.
    var summary: [String] {
        var facts: [String] = []
        if flag.key != flag.name { facts.append("Key: \(flag.key)") }
        if let options = flag.value.options { facts.append("Variants: \(options.joined(separator: ", "))") }
        facts += ["Compiled: \(ruleText)\(appVariantText)", "Remote: \(remoteText)"]
        if !flag.allowsLocalOverride { facts.append("Local overrides: never") }
        if let owner = flag.owner { facts.append("Owner: \(owner)") }
        if let expires = flag.expires { facts.append("Expires: \(expires)") }
        return facts.map { "- " + $0 + ($0.hasSuffix(".") ? "" : ".") }
    }

    /// "on", "off" or "on in localDeveloper, branchTest"; for a variant flag, "control", or
    /// "express in localDeveloper; control in branchTest, appStore".
    private var ruleText: String {
        switch flag.value {
        case .boolean(let rule):
            let enabled = rule.enabledConfigurations(of: configurations)
            if enabled.count == configurations.count { return "on" }
            if enabled.isEmpty { return "off" }
            return "on in " + enabled.joined(separator: ", ")
        case .variants(let options, let rule):
            var order: [String] = []
            var configurationsByOption: [String: [String]] = [:]
            for configuration in configurations {
                let option = rule.option(in: configuration)
                if configurationsByOption[option] == nil { order.append(option) }
                configurationsByOption[option, default: []].append(configuration)
            }
            guard order.count > 1 else { return order.first ?? options[0] }
            return order.map { "\($0) in \(configurationsByOption[$0]!.joined(separator: ", "))" }
                .joined(separator: "; ")
        }
    }

    /// Which app variants have the flag, for a flag with an `if`: a Boolean flag's only where it
    /// is on somewhere, a variant flag's with the baseline it has elsewhere.
    private var appVariantText: String {
        guard let condition = flag.appVariant else { return "" }
        let holds: String
        switch condition {
        case .flag(let name): holds = "when \(name) is defined"
        case .not(.flag(let name)): holds = "when \(name) is not defined"
        default: holds = "when \(condition) holds"
        }
        switch flag.value {
        case .boolean(let rule): return rule.enabledConfigurations(of: configurations).isEmpty ? "" : "; only \(holds)"
        case .variants(let options, _): return "; only \(holds), \(options[0]) otherwise"
        }
    }

    private var remoteText: String {
        switch (flag.remote, flag.value) {
        case (.forbidden, _): "never changed"
        case (.allowed, .boolean): "may turn it on or off"
        case (.allowed, .variants): "may change the variant"
        case (.disableOnly, .boolean): "may turn it off (a kill switch), never on"
        case (.disableOnly, .variants(let options, _)):
            "may set it to \(options[0]) (a kill switch), never to another variant"
        }
    }
}
