import FlagJSON

/// Reads the `flags` list.
enum FlagListDecoder {
    static let fields = ["name", "key", "description", "enabled", "remote", "local", "owner", "expires"]

    /// Reads every flag, reporting all problems; flags with errors are left out.
    ///
    /// - Parameter selected: the configuration each configuration condition selects.
    static func decode(
        _ value: JSONValue, configurations: [String]?, selected: [CompilationCondition: String],
        diagnostics: inout DiagnosticCollector
    ) -> [FlagDeclaration] {
        guard let elements = value.arrayValue else {
            diagnostics.error("'flags' must be a list of flag objects, not \(value.kindDescription).", at: value.offset)
            return []
        }
        if elements.count > ManifestDecoder.maximumFlagCount {
            diagnostics.error(
                "the manifest declares \(elements.count) flags; at most \(ManifestDecoder.maximumFlagCount) are supported.",
                at: value.offset)
            return []
        }
        var uniqueness = UniquenessChecker()
        var flags: [FlagDeclaration] = []
        for (position, element) in elements.enumerated() {
            guard
                let flag = FlagObjectDecoder.decode(
                    element, position: position + 1, configurations: configurations, selected: selected,
                    diagnostics: &diagnostics)
            else { continue }
            if uniqueness.admit(flag, diagnostics: &diagnostics) { flags.append(flag) }
        }
        return flags
    }
}

/// Checks that flag names and keys are unique across the manifest.
private struct UniquenessChecker {
    private var names: [String: SourceLocation] = [:]
    private var keys: [String: (flag: String, location: SourceLocation)] = [:]

    /// Records `flag`; returns `false` (after reporting) if its name or key is taken.
    mutating func admit(_ flag: FlagDeclaration, diagnostics: inout DiagnosticCollector) -> Bool {
        if let first = names[flag.name] {
            diagnostics.append(
                .error,
                "flag \(QuotedText.quoted(flag.name)) is declared twice (first at line \(first.line)); rename one of them.",
                at: flag.location)
            return false
        }
        if let other = keys[flag.key] {
            diagnostics.append(
                .error,
                "flag \(QuotedText.quoted(flag.name)) uses the key \(QuotedText.quoted(flag.key)), which flag \(QuotedText.quoted(other.flag)) (line \(other.location.line)) "
                    + "already uses; keys must be unique, so set a different 'key'.",
                at: flag.location)
            return false
        }
        names[flag.name] = flag.location
        keys[flag.key] = (flag.name, flag.location)
        return true
    }
}
