extension ManifestFlag {
    /// The configurations in which the manifest's rule turns the flag on, in manifest order.
    package var enabledConfigurations: [Configuration] {
        Configuration.allCases.filter(isEnabled(in:))
    }

    /// The rule in words: "always on", "always off", "on in localDeveloper, branchTest",
    /// or "on except in appStore", whichever is shorter; for a variant flag, "always control"
    /// or "oneStep in localDeveloper; otherwise control".
    package var ruleSummary: String {
        if let variants = metadata.variants { return variantRuleSummary(variants) }
        let all = Configuration.allCases
        let enabled = enabledConfigurations
        if enabled.count == all.count { return "always on" }
        if enabled.isEmpty { return "always off" }
        let disabled = all.filter { !isEnabled(in: $0) }
        if disabled.count < enabled.count {
            return "on except in " + disabled.map(\.rawValue).joined(separator: ", ")
        }
        return "on in " + enabled.map(\.rawValue).joined(separator: ", ")
    }

    /// A variant flag's rule in words: each variant but the most common compiled one with the
    /// configurations compiled to it, in manifest order, then "otherwise" the most common one
    /// (the baseline when it ties for most common, as a manifest's fallback usually is).
    private func variantRuleSummary(_ variants: [String]) -> String {
        let compiled = Configuration.allCases.map { (configuration: $0, index: _compiledIndex(in: $0)) }
        let counts = Dictionary(compiled.map { ($0.index, 1) }, uniquingKeysWith: +)
        let most = counts.values.max()!
        let common = counts[0] == most ? 0 : compiled.first { counts[$0.index] == most }!.index
        if counts.count == 1 { return "always \(variants[common])" }
        var others: [Int] = []
        for entry in compiled where entry.index != common && !others.contains(entry.index) {
            others.append(entry.index)
        }
        let clauses = others.map { index in
            "\(variants[index]) in "
                + compiled.filter { $0.index == index }.map(\.configuration.rawValue)
                .joined(separator: ", ")
        }
        return (clauses + ["otherwise \(variants[common])"]).joined(separator: "; ")
    }
}
