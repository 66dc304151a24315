import FlagJSON

/// The JSON form of stored local overrides, shared by the file and `UserDefaults` storages:
/// `{ "version": 1, "overrides": { "key": true } }`.
enum OverrideDocument {
    /// The only document version this build reads and writes.
    static let version = 1

    static func encode(_ overrides: [String: Bool]) -> String {
        let entries = overrides.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONOutput.bool($0.value)) }
        return JSONOutput.object([("version", .number(Double(version))), ("overrides", .object(entries))]).text() + "\n"
    }

    /// The overrides in `bytes`; anything but a well-formed document throws, naming `source`.
    /// A document of a newer version is unavailable rather than corrupt, so it is never replaced.
    static func decode(_ bytes: [UInt8], source: String) throws(FlagStorageError) -> [String: Bool] {
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
                only version \(version), so it ignores them and never overwrites them. Update the app, or remove them to start over.
                """)
        }
        guard members.contains(where: { $0.key == "version" && $0.value.content == .number(Double(version)) }),
            let entries = members.first(where: { $0.key == "overrides" })?.value.objectValue
        else { throw corrupt("expected { \"version\": 1, \"overrides\": { … } }") }
        var overrides: [String: Bool] = [:]
        for entry in entries {
            guard let value = entry.value.boolValue else {
                throw corrupt("\(QuotedText.quoted(entry.key)) is not true or false")
            }
            overrides[entry.key] = value
        }
        return overrides
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
