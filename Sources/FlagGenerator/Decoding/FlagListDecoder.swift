import FlagJSON

/// Reads the `flags` list.
struct FlagListDecoder {
    static let fields = [
        "name", "key", "description", "type", "enabled", "variants", "value", "minimum", "maximum", "maxLength",
        "remote", "local", "owner", "expires",
    ]

    /// Reads each element of the list, and holds the collector the list's own problems go to.
    let flagDecoder: FlagObjectDecoder

    /// Reads every flag, reporting all problems; flags with errors are left out.
    ///
    /// - Returns: the flags, in manifest order.
    func decode(_ value: JSONValue) -> [FlagDeclaration] {
        let diagnostics = flagDecoder.diagnostics
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
        var uniqueness = UniquenessChecker(diagnostics: diagnostics)
        var flags: [FlagDeclaration] = []
        for (position, element) in elements.enumerated() {
            guard
                let flag = flagDecoder.decode(element, position: position + 1),
                uniqueness.admit(flag.name, key: flag.key, at: flag.location)
            else { continue }
            flags.append(flag)
        }
        uniqueness.checkVariantTypeNames(of: flags.filter { $0.value.options != nil })
        return flags
    }
}

/// Checks that flag names and keys are unique across the manifest.
private struct UniquenessChecker {
    /// Where a name or a key taken twice is reported.
    let diagnostics: DiagnosticCollector
    private var names: [String: SourceLocation] = [:]
    private var keys: [String: (flag: String, location: SourceLocation)] = [:]

    init(diagnostics: DiagnosticCollector) {
        self.diagnostics = diagnostics
    }

    /// Records a flag; returns `false` (after reporting) if its name or key is taken.
    mutating func admit(_ name: String, key: String, at location: SourceLocation) -> Bool {
        if let first = names[name] {
            diagnostics.append(
                .error,
                "flag \(QuotedText.quoted(name)) is declared twice (first at line \(first.line)); rename one of them.",
                at: location)
            return false
        }
        if let other = keys[key] {
            diagnostics.append(
                .error,
                "flag \(QuotedText.quoted(name)) uses the key \(QuotedText.quoted(key)), which flag \(QuotedText.quoted(other.flag)) (line \(other.location.line)) "
                    + "already uses; keys must be unique, so set a different 'key'.",
                at: location)
            return false
        }
        names[name] = location
        keys[key] = (name, location)
        return true
    }

    /// Reports a flag whose name is the enum that a variant flag generates (`CheckoutFlowVariant`),
    /// and two variant flags that generate the same enum (`a` and `A`).
    func checkVariantTypeNames(of flags: [FlagDeclaration]) {
        var typeNames: [String: FlagDeclaration] = [:]
        for flag in flags {
            if let first = typeNames[flag.variantTypeName] {
                diagnostics.append(
                    .error,
                    "variant flags \(QuotedText.quoted(first.name)) (line \(first.location.line)) and "
                        + "\(QuotedText.quoted(flag.name)) both generate the enum \(flag.variantTypeName); rename one of them.",
                    at: flag.location)
                continue
            }
            typeNames[flag.variantTypeName] = flag
            guard let other = names[flag.variantTypeName] else { continue }
            diagnostics.append(
                .error,
                "flag \(QuotedText.quoted(flag.variantTypeName)) has the name of the enum that variant flag "
                    + "\(QuotedText.quoted(flag.name)) (line \(flag.location.line)) generates for its variants; rename one of them.",
                at: other)
        }
    }
}
