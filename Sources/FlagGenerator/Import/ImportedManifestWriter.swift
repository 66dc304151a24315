import FlagJSON

/// Writes an ``ImportedManifest`` as `flags.json` text: one configuration and one flag per
/// line, fields in the order the manifest documentation uses, and a trailing newline.
public enum ImportedManifestWriter {
    /// The manifest as JSON text.
    public static func json(_ manifest: ImportedManifest) -> String {
        var lines = ["{", "  \"version\": 1,"]
        if manifest.isPublic { lines.append("  \"access\": \"public\",") }
        lines.append("  \"configurations\": [")
        lines += commaSeparated(manifest.configurations.map { "    " + object(configuration($0)) })
        lines.append("  ],")
        lines.append(manifest.flags.isEmpty ? "  \"flags\": []" : "  \"flags\": [")
        if !manifest.flags.isEmpty {
            lines += commaSeparated(manifest.flags.map { "    " + object(flag($0)) })
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func configuration(_ configuration: ImportedConfiguration) -> [(String, String)] {
        [("name", JSONString.quoted(configuration.name))] + (configuration.condition.map { [("condition", JSONString.quoted($0))] } ?? [])
    }

    private static func flag(_ flag: ImportedFlag) -> [(String, String)] {
        var fields = [("name", JSONString.quoted(flag.name))]
        if let key = flag.key { fields.append(("key", JSONString.quoted(key))) }
        if let description = flag.description { fields.append(("description", JSONString.quoted(description))) }
        fields.append(("enabled", rule(flag.enabled)))
        if flag.isRemote { fields.append(("remote", "true")) }
        if !flag.allowsLocalOverride { fields.append(("local", "false")) }
        return fields
    }

    private static func rule(_ rule: EnabledRule) -> String {
        switch rule {
        case .always: "true"
        case .never: "false"
        case .only(let names): list(names)
        case .except(let names): "{ \"except\": \(list(names)) }"
        }
    }

    private static func list(_ names: [String]) -> String {
        "[" + names.map(JSONString.quoted).joined(separator: ", ") + "]"
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{ " + fields.map { JSONString.quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + " }"
    }

    private static func commaSeparated(_ lines: [String]) -> [String] {
        lines.enumerated().map { $0.offset == lines.count - 1 ? $0.element : $0.element + "," }
    }
}
