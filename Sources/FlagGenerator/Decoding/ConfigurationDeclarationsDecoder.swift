import FlagJSON

/// Reads the `configurations` list and checks the fallback and the order of conditions.
struct ConfigurationDeclarationsDecoder {
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    /// The configurations used when a manifest doesn't declare any (the WordPress-iOS four).
    static let defaults: [ConfigurationDeclaration] = [
        ConfigurationDeclaration(
            name: "branchTest", condition: .flag("ALPHA_BUILD"),
            description: "CI builds of branches and pull requests."),
        ConfigurationDeclaration(
            name: "prereleaseTesting", condition: .flag("INTERNAL_BUILD"), description: "Internal betas."),
        ConfigurationDeclaration(
            name: "localDeveloper", condition: .flag("DEBUG"),
            description: "Debug builds run from Xcode or `swift build`."),
        ConfigurationDeclaration(name: "appStore", condition: nil, description: "Release builds."),
    ]

    /// Reads the list; `nil` if it is present but unusable (errors were reported).
    func decode(_ value: JSONValue?) -> [ConfigurationDeclaration]? {
        guard let value else { return Self.defaults }
        guard let elements = value.arrayValue else {
            diagnostics.error(
                "'configurations' must be a list of objects, not \(value.kindDescription); remove it to use the default four.",
                at: value.offset)
            return nil
        }
        guard !elements.isEmpty else {
            diagnostics.error(
                "'configurations' is empty; list at least the fallback configuration (one without a condition), "
                    + "or remove the field to use the default four.",
                at: value.offset)
            return nil
        }
        guard elements.count <= ManifestDecoder.maximumConfigurationCount else {
            diagnostics.error(
                "'configurations' declares \(elements.count) configurations; at most "
                    + "\(ManifestDecoder.maximumConfigurationCount) are supported, so merge or remove some.",
                at: value.offset)
            return nil
        }
        var declared: [(configuration: ConfigurationDeclaration, offset: Int)] = []
        var firstOffsets: [String: Int] = [:]
        for (position, element) in elements.enumerated() {
            guard let configuration = decodeOne(element, position: position + 1) else {
                continue
            }
            if let first = firstOffsets[configuration.name] {
                diagnostics.error(
                    "configuration \(QuotedText.quoted(configuration.name)) is declared twice (first at line "
                        + "\(diagnostics.line(ofOffset: first))); rename one of them.",
                    at: element.offset)
                continue
            }
            firstOffsets[configuration.name] = element.offset
            declared.append((configuration, element.offset))
        }
        guard declared.count == elements.count else { return nil }
        checkFallback(declared)
        ConditionOrderChecker(diagnostics: diagnostics).check(declared)
        return declared.map(\.configuration)
    }

    private func decodeOne(_ element: JSONValue, position: Int) -> ConfigurationDeclaration? {
        guard let members = element.objectValue else {
            diagnostics.error(
                "configuration #\(position) must be an object such as { \"name\": \"appStore\" }, not \(element.kindDescription).",
                at: element.offset)
            return nil
        }
        let nameValue = members.first { $0.key == "name" }?.value
        let context =
            nameValue?.stringValue.map { "configuration \(QuotedText.quoted($0))" } ?? "configuration #\(position)"
        let fields = FieldReader(
            element, members: members, allowed: ["name", "condition", "description"], context: context,
            diagnostics: diagnostics)
        let name = CaseNameDecoder.configuration.decode(fields)
        let condition = decodeCondition(fields)
        let description = fields.string("description")
        guard let name else { return nil }
        switch condition {
        case .fallback: return ConfigurationDeclaration(name: name, condition: nil, description: description)
        case .valid(let condition):
            return ConfigurationDeclaration(name: name, condition: condition, description: description)
        case .invalid: return nil
        }
    }

    /// What the `condition` field says.
    private enum ConditionField {
        case fallback
        case valid(CompilationCondition)
        case invalid
    }

    private func decodeCondition(_ fields: FieldReader) -> ConditionField {
        guard let value = fields["condition"] else { return .fallback }
        guard let text = fields.string("condition"),
            let condition = ConditionFieldDecoder.decode(
                text, at: value, subject: "the condition of \(fields.context)", in: fields)
        else { return .invalid }
        return .valid(condition)
    }

    private func checkFallback(_ declared: [(configuration: ConfigurationDeclaration, offset: Int)]) {
        for (position, entry) in declared.enumerated()
        where entry.configuration.condition == nil && position < declared.count - 1 {
            diagnostics.error(
                "configuration \(QuotedText.quoted(entry.configuration.name)) has no condition, so it is the fallback and must be last; "
                    + "move it to the end of 'configurations' or give it a condition.",
                at: entry.offset)
        }
        if let last = declared.last, last.configuration.condition != nil {
            diagnostics.error(
                "the last configuration, \(QuotedText.quoted(last.configuration.name)), has a condition, so no configuration is the fallback; "
                    + "add one without a condition at the end (it is selected when no condition holds).",
                at: last.offset)
        }
    }
}
