extension ManifestFlag {
    /// The configurations in which the manifest's rule turns the flag on, in manifest order.
    package var enabledConfigurations: [Configuration] {
        Configuration.allCases.filter(isEnabled(in:))
    }

    /// The rule in words: "always on", "always off", "on in localDeveloper, branchTest",
    /// or "on except in appStore", whichever is shorter.
    package var ruleSummary: String {
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
}
