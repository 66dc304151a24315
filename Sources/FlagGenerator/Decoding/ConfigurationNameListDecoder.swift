import FlagJSON

/// Reads lists of configuration names: `localOverrides`, `enabled` and `except`.
struct ConfigurationNameListDecoder {
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    /// Reads a list of names, reporting non-strings, unknown names and repeats.
    ///
    /// - Parameter configurations: the declared names, or `nil` if they couldn't be read
    ///   (names are then not checked, to avoid a cascade of errors).
    /// - Returns: the valid names in `configurations` order, or `nil` if `value` isn't an array.
    func decodeNames(_ value: JSONValue, field: String, context: String, configurations: [String]?) -> [String]? {
        guard let elements = value.arrayValue else {
            diagnostics.error(
                "'\(field)' of \(context) must be a list of configuration names, not \(value.kindDescription).",
                at: value.offset)
            return nil
        }
        var seen: Set<String> = []
        for element in elements {
            guard let name = element.stringValue else {
                diagnostics.error(
                    "'\(field)' of \(context) must list configuration names as strings, not \(element.kindDescription).",
                    at: element.offset)
                continue
            }
            if let configurations, !configurations.contains(name) {
                diagnostics.error(
                    Self.unknownNameMessage(name, field: field, context: context, configurations: configurations),
                    at: element.offset)
            } else if !seen.insert(name).inserted {
                diagnostics.warning(
                    "'\(field)' of \(context) lists \(QuotedText.quoted(name)) twice; remove one.", at: element.offset)
            }
        }
        return configurations?.filter(seen.contains) ?? Array(seen)
    }

    /// Reads `localOverrides`; omitted means every configuration except the fallback.
    func decodeLocalOverrides(_ value: JSONValue?, configurations: [ConfigurationDeclaration]?) -> [String] {
        guard let value else {
            return (configurations ?? []).filter { $0.condition != nil }.map(\.name)
        }
        return decodeNames(
            value, field: "localOverrides", context: "the manifest", configurations: configurations?.map(\.name)) ?? []
    }

    /// "'field' of context names the unknown configuration 'x'. Did you mean 'y'? Declared configurations: …"
    static func unknownNameMessage(_ name: String, field: String, context: String, configurations: [String])
        -> String
    {
        let suggestion = closestName(to: name, in: configurations).map { " Did you mean '\($0)'?" } ?? ""
        return "'\(field)' of \(context) names the unknown configuration \(QuotedText.quoted(name)).\(suggestion) "
            + "Declared configurations: \(configurations.joined(separator: ", "))."
    }
}
