/// A flag's rule and policies in words, for its doc comment.
struct FlagFacts {
    let flag: FlagDeclaration
    let configurations: [String]

    /// A Markdown list, one fact per line, each a sentence ending in a period.
    var summary: [String] {
        var facts: [String] = []
        if flag.key != flag.name { facts.append("Key: \(flag.key)") }
        facts += ["Compiled: \(ruleText)\(variantText)", "Remote: \(remoteText)"]
        if !flag.allowsLocalOverride { facts.append("Local overrides: never") }
        if let owner = flag.owner { facts.append("Owner: \(owner)") }
        if let expires = flag.expires { facts.append("Expires: \(expires)") }
        return facts.map { "- " + $0 + ($0.hasSuffix(".") ? "" : ".") }
    }

    private var ruleText: String {
        let enabled = flag.rule.enabledConfigurations(of: configurations)
        if enabled.count == configurations.count { return "on" }
        if enabled.isEmpty { return "off" }
        return "on in " + enabled.joined(separator: ", ")
    }

    /// Which app variants have the flag, for a flag with an `if` that is on somewhere.
    private var variantText: String {
        guard let variant = flag.variant, !flag.rule.enabledConfigurations(of: configurations).isEmpty else {
            return ""
        }
        switch variant {
        case .flag(let name): return "; only when \(name) is defined"
        case .not(.flag(let name)): return "; only when \(name) is not defined"
        default: return "; only when \(variant) holds"
        }
    }

    private var remoteText: String {
        switch flag.remote {
        case .forbidden: "never changed"
        case .allowed: "may turn it on or off"
        case .disableOnly: "may turn it off (a kill switch), never on"
        }
    }
}
