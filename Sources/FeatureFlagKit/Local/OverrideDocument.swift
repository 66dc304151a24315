import FlagJSON

/// The JSON form of stored local overrides, shared by the file and `UserDefaults` storages:
/// `{ "version": 1, "overrides": { "key": true } }`.
enum OverrideDocument {
    static func encode(_ overrides: [String: Bool]) -> String {
        let entries = overrides.sorted { $0.key < $1.key }.map { "    \(JSONString.quoted($0.key)): \($0.value)" }
        return "{\n  \"version\": 1,\n  \"overrides\": {\n" + entries.joined(separator: ",\n") + "\n  }\n}\n"
    }

    /// The overrides in `bytes`; anything but a well-formed document throws, naming `source`.
    static func decode(_ bytes: [UInt8], source: String) throws(LocalOverrideStorageError) -> [String: Bool] {
        func corrupt(_ reason: String) -> LocalOverrideStorageError {
            LocalOverrideStorageError(.corrupt, "local overrides in \(source) are corrupt (\(reason)); they were ignored.")
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes, maximumDepth: 4)
        } catch {
            throw corrupt(error.message)
        }
        guard let members = document.objectValue,
              members.contains(where: { $0.key == "version" && $0.value.content == .number(1) }),
              let entries = members.first(where: { $0.key == "overrides" })?.value.objectValue
        else { throw corrupt("expected { \"version\": 1, \"overrides\": { … } }") }
        var overrides: [String: Bool] = [:]
        for entry in entries {
            guard let value = entry.value.boolValue else { throw corrupt("\(QuotedText.quoted(entry.key)) is not true or false") }
            overrides[entry.key] = value
        }
        return overrides
    }
}
