/// A variant flag's variants, rule and policies in words, for its doc comment.
struct MultivariateFlagFacts {
    let flag: MultivariateFlagDeclaration
    let configurations: [String]

    /// A Markdown list, one fact per line, each a sentence ending in a period.
    var summary: [String] {
        var facts: [String] = []
        if flag.key != flag.name { facts.append("Key: \(flag.key)") }
        facts += [
            "Variants: \(flag.options.joined(separator: ", "))",
            "Compiled: \(ruleText)\(appVariantText)",
            "Remote: \(remoteText)",
        ]
        if !flag.allowsLocalOverride { facts.append("Local overrides: never") }
        if let owner = flag.owner { facts.append("Owner: \(owner)") }
        if let expires = flag.expires { facts.append("Expires: \(expires)") }
        return facts.map { "- " + $0 + ($0.hasSuffix(".") ? "" : ".") }
    }

    /// "control", or "express in localDeveloper; control in branchTest, appStore".
    private var ruleText: String {
        var order: [String] = []
        var configurationsByOption: [String: [String]] = [:]
        for configuration in configurations {
            let option = flag.option(in: configuration)
            if configurationsByOption[option] == nil { order.append(option) }
            configurationsByOption[option, default: []].append(configuration)
        }
        guard order.count > 1 else { return order.first ?? flag.baseline }
        return order.map { "\($0) in \(configurationsByOption[$0]!.joined(separator: ", "))" }
            .joined(separator: "; ")
    }

    private var remoteText: String {
        switch flag.remote {
        case .forbidden: "never changed"
        case .allowed: "may change the variant"
        case .disableOnly: "may set it to \(flag.baseline) (a kill switch), never to another variant"
        }
    }

    /// Which app variants pick by configuration, for a flag with an `if`.
    private var appVariantText: String {
        guard let condition = flag.appVariant else { return "" }
        let holds: String
        switch condition {
        case .flag(let name): holds = "when \(name) is defined"
        case .not(.flag(let name)): holds = "when \(name) is not defined"
        default: holds = "when \(condition) holds"
        }
        return "; only \(holds), \(flag.baseline) otherwise"
    }
}
