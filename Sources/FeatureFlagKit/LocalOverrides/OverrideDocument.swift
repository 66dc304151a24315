import FlagJSON

/// The JSON form of stored local overrides, shared by the file and `UserDefaults` storages:
/// `{ "version": 1, "overrides": { "newEditor": true } }`.
///
/// A document that holds a variant's name has version 2: a build that reads only version 1
/// leaves such a document alone instead of replacing what it can't read. Documents of Boolean
/// overrides only keep version 1, so older builds sharing the storage still read them.
enum OverrideDocument {
    /// The newest document version this build reads and writes.
    static let version = 2

    static func encode(_ overrides: [String: FlagValue]) -> String {
        let entries = overrides.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value.json) }
        let namesVariant = overrides.values.contains { if case .variant = $0 { true } else { false } }
        let documentVersion = namesVariant ? version : 1
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
                throw corrupt("\(QuotedText.quoted(entry.key)) is not true, false or a variant's name")
            }
            overrides[entry.key] = value
        }
        return overrides
    }

    /// The override an entry of `"overrides"` holds: `true` or `false`, or a variant's name for
    /// a string; `nil` for any other JSON value. Launch overrides read their entries with it too.
    static func value(of json: JSONValue) -> FlagValue? {
        if let isOn = json.boolValue { return .bool(isOn) }
        return json.stringValue.map(FlagValue.variant)
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
