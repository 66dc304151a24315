/// A flag's value, rule and policies in words, for its doc comment.
struct FlagFacts {
    let flag: FlagDeclaration
    let configurations: [String]

    /// A Markdown list, one fact per line, each a sentence ending in a period.
    var summary: [String] {
        var facts: [String] = []
        if flag.key != flag.name { facts.append("Key: \(flag.key)") }
        if let options = flag.value.options { facts.append("Variants: \(options.joined(separator: ", "))") }
        if let type = flag.value.valueType { facts.append("Type: \(type.name)") }
        facts.append("Compiled: \(ruleText)\(appVariantText)")
        if let bounds = flag.value.valueType?.boundsSummary { facts.append("Bounds: \(bounds)") }
        facts.append("Remote: \(remoteText)")
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
            return Self.perConfiguration(rule.groups(of: configurations).map { ($0.value, $0.configurations) })
                ?? options[0]
        case .typed(_, let rule):
            return Self.perConfiguration(rule.groups(of: configurations).map { ($0.value.text, $0.configurations) })
                ?? ""
        }
    }

    /// "express" for one value, or "express in localDeveloper; control in branchTest, appStore";
    /// `nil` without configurations.
    private static func perConfiguration(_ groups: [(value: String, configurations: [String])]) -> String? {
        guard groups.count > 1 else { return groups.first?.value }
        return groups.map { "\($0.value) in \($0.configurations.joined(separator: ", "))" }.joined(separator: "; ")
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
        case .typed: return ""
        }
    }

    private var remoteText: String {
        switch (flag.remote, flag.value) {
        case (.forbidden, _): "never changed"
        case (.allowed, .boolean): "may turn it on or off"
        case (.allowed, .variants): "may change the variant"
        // A typed flag that is "disable-only" is refused by the decoder.
        case (.allowed, .typed), (.disableOnly, .typed): "may change it"
        case (.disableOnly, .boolean): "may turn it off (a kill switch), never on"
        case (.disableOnly, .variants(let options, _)):
            "may set it to \(options[0]) (a kill switch), never to another variant"
        }
    }
}
