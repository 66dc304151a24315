import FlagJSON

/// The JSON form of stored local overrides, shared by the file and `UserDefaults` storages:
/// `{ "version": 1, "overrides": { "newEditor": true } }`.
///
/// A typed flag's override keeps its type, `{ "integer": 100 }`, `{ "double": 2.5 }` or
/// `{ "string": "qa@example.com" }`, so that it is never read as another kind of value (a
/// string as a variant's name, an integer as a double) after its flag's type changes.
///
/// A document is written with the lowest version that holds it, so older builds sharing the
/// storage read what they can: version 1 for Boolean overrides only, 2 when one names a variant,
/// 3 when one is typed. A build that reads only older versions leaves a newer document alone
/// instead of replacing what it can't read.
enum OverrideDocument {
    /// The newest document version this build reads and writes.
    static let version = 3

    static func encode(_ overrides: [String: FlagValue]) -> String {
        let entries = overrides.sorted { $0.key < $1.key }.map { (key: $0.key, value: json(of: $0.value)) }
        let documentVersion = overrides.values.reduce(1) { version, value in
            switch value {
            case .bool: version
            case .variant: max(version, 2)
            case .integer, .double, .string: 3
            }
        }
        return JSONOutput.object([("version", .number(Double(documentVersion))), ("overrides", .object(entries))])
            .text() + "\n"
    }

    /// The overrides in `bytes`; anything but a well-formed document throws, naming `source`.
    /// A document of a newer version is unavailable rather than corrupt, so it is never replaced.
    static func decode(_ bytes: [UInt8], source: String) throws(FlagStorageError) -> [String: FlagValue] {
        func corrupt(_ reason: String) -> FlagStorageError {
            FlagStorageError(.corrupt, "local overrides in \(source) are corrupt (\(reason)); they were ignored.")
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes, maximumDepth: 4)
        } catch {
            throw corrupt(error.message)
        }
        guard let members = document.objectValue else {
            throw corrupt("expected { \"version\": 1, \"overrides\": { … } }")
        }
        if let newer = newerVersion(in: members) {
            throw FlagStorageError(
                .unavailable,
                """
                local overrides in \(source) have "version": \(newer), from a newer version of the app; this version reads \
                versions up to \(version) only, so it ignores them and never overwrites them. Update the app, or remove them to start over.
                """)
        }
        let versions = (1...version).map { JSONValue.Content.number(Double($0)) }
        guard members.contains(where: { $0.key == "version" && versions.contains($0.value.content) }),
            let entries = members.first(where: { $0.key == "overrides" })?.value.objectValue
        else { throw corrupt("expected { \"version\": 1, \"overrides\": { … } }") }
        var overrides: [String: FlagValue] = [:]
        for entry in entries {
            guard let value = value(of: entry.value) else {
                throw corrupt(
                    "\(QuotedText.quoted(entry.key)) is not true, false, a variant's name, or a typed value such as "
                        + "{\"integer\": 100}")
            }
            overrides[entry.key] = value
        }
        return overrides
    }

    /// The override an entry of `"overrides"` holds: `true` or `false`, a variant's name for a
    /// string, or a typed value in an object of one member that names its type; `nil` for any
    /// other JSON value.
    static func value(of json: JSONValue) -> FlagValue? {
        if let isOn = json.boolValue { return .bool(isOn) }
        if let name = json.stringValue { return .variant(name) }
        guard let members = json.objectValue, members.count == 1, let member = members.first else { return nil }
        switch (member.key, FlagValue(json: member.value)) {
        case ("integer", .integer(let value)): return .integer(value)
        case ("double", .integer(let value)): return Double(exactly: value).map(FlagValue.double)
        case ("double", .double(let value)): return .double(value)
        case ("string", .string(let value)): return .string(value)
        default: return nil
        }
    }

    /// The JSON of a stored override: a Boolean, a variant's name, or a typed value in an object
    /// that names its type.
    private static func json(of value: FlagValue) -> JSONOutput {
        switch value {
        case .bool, .variant: value.json
        case .integer: .object([("integer", value.json)])
        case .double: .object([("double", value.json)])
        case .string: .object([("string", value.json)])
        }
    }

    /// The document's `version` if it is a whole number above ours (and below a million: anything
    /// larger is not a version a real app wrote, so the document counts as corrupt).
    private static func newerVersion(in members: [JSONMember]) -> Int? {
        guard case .number(let number)? = members.first(where: { $0.key == "version" })?.value.content,
            number > Double(version), number < 1_000_000, number.rounded() == number
        else { return nil }
        return Int(number)
    }
}
