import FlagJSON

extension RemotePayload {
    /// Decodes a payload, rejecting it whole if it is too large, not JSON, or not version 1,
    /// and dropping (and reporting) individual entries that are malformed.
    ///
    /// - Returns: the payload and one diagnostic per dropped entry or ignored field.
    public static func decode(_ bytes: [UInt8], sizeLimit: Int = defaultSizeLimit) throws(PayloadRejection) -> DecodedPayload {
        guard bytes.count <= sizeLimit else {
            throw PayloadRejection(
                .tooLarge, "the payload is \(bytes.count) bytes, more than the limit of \(sizeLimit) bytes.")
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes, maximumDepth: 16)
        } catch {
            let location = LineIndex(bytes).location(ofOffset: error.offset)
            throw PayloadRejection(.invalidJSON, error.message, line: location.line, column: location.column)
        }
        var decoder = PayloadDocumentDecoder(lineIndex: LineIndex(bytes))
        let entries = try decoder.decode(document)
        return DecodedPayload(payload: RemotePayload(entries: entries, lineIndex: decoder.lineIndex), diagnostics: decoder.diagnostics)
    }
}

/// Reads the parts of a version 1 payload, collecting diagnostics for what it ignores.
private struct PayloadDocumentDecoder {
    let lineIndex: LineIndex
    var diagnostics: [FlagDiagnostic] = []

    init(lineIndex: LineIndex) {
        self.lineIndex = lineIndex
    }

    mutating func decode(_ document: JSONValue) throws(PayloadRejection) -> [RemotePayload.Entry] {
        guard let members = document.objectValue else {
            throw rejection(.invalidDocument, "a payload must be a JSON object, not \(document.kindDescription).", at: document.offset)
        }
        if let repeated = Self.repeatedKey(in: members, among: ["version", "flags"]) {
            throw rejection(.invalidDocument, "\"\(repeated.key)\" appears twice; the payload is ambiguous.", at: repeated.keyOffset)
        }
        let version = members.first { $0.key == "version" }
        guard let version else {
            throw rejection(.invalidDocument, "the payload has no \"version\"; version 1 payloads start with { \"version\": 1, … }.", at: document.offset)
        }
        guard case .number(1) = version.value.content else {
            throw rejection(.unsupportedVersion, "version \(describe(version.value)) is not supported; this app reads version 1 payloads.", at: version.value.offset)
        }
        guard let flags = members.first(where: { $0.key == "flags" }) else {
            throw rejection(.invalidDocument, "the payload has no \"flags\" object.", at: document.offset)
        }
        guard let entries = flags.value.objectValue else {
            throw rejection(.invalidDocument, "\"flags\" must be an object of key: value pairs, not \(flags.value.kindDescription).", at: flags.value.offset)
        }
        var ignored: Set<String> = []
        let known: Set<String> = ["version", "flags", "$schema"]
        for member in members where !known.contains(member.key) && ignored.insert(member.key).inserted {
            report(nil, "the top-level field \(QuotedText.quoted(member.key)) is not part of version 1 and was ignored.", at: member.keyOffset)
        }
        return entries.compactMap { decodeEntry($0) }
    }

    /// The second occurrence of the first of `keys` that appears twice, if any.
    private static func repeatedKey(in members: [JSONMember], among keys: Set<String>) -> JSONMember? {
        var seen: Set<String> = []
        return members.first { keys.contains($0.key) && !seen.insert($0.key).inserted }
    }

    private mutating func decodeEntry(_ member: JSONMember) -> RemotePayload.Entry? {
        switch member.value.content {
        case .bool(let value):
            return RemotePayload.Entry(key: member.key, value: value, offset: member.keyOffset)
        case .object(let fields):
            guard let (value, configurations) = decodeObjectEntry(member.key, fields, at: member.value.offset) else { return nil }
            return RemotePayload.Entry(
                key: member.key, value: value, configurations: configurations, offset: member.keyOffset)
        default:
            report(
                member.key,
                "\(QuotedText.quoted(member.key)) must be true, false or { \"value\": …, \"configurations\": […] }, not "
                    + "\(member.value.kindDescription); the entry was ignored.",
                at: member.value.offset)
            return nil
        }
    }

    private mutating func decodeObjectEntry(
        _ key: String, _ fields: [JSONMember], at offset: Int
    ) -> (Bool, [String]?)? {
        if let unknown = fields.first(where: { $0.key != "value" && $0.key != "configurations" }) {
            report(
                key, "\(QuotedText.quoted(key)) has the unknown field \(QuotedText.quoted(unknown.key)) "
                    + "(allowed: value, configurations); the entry was ignored.",
                at: unknown.keyOffset)
            return nil
        }
        guard let value = fields.first(where: { $0.key == "value" })?.value.boolValue else {
            report(key, "\(QuotedText.quoted(key)) needs \"value\": true or false; the entry was ignored.", at: offset)
            return nil
        }
        guard let list = fields.first(where: { $0.key == "configurations" })?.value else { return (value, nil) }
        guard let elements = list.arrayValue, case let names = elements.compactMap(\.stringValue), names.count == elements.count else {
            report(
                key, "\"configurations\" of \(QuotedText.quoted(key)) must be a list of configuration names; the entry was ignored.",
                at: list.offset)
            return nil
        }
        return (value, names)
    }

    private mutating func report(_ key: String?, _ message: String, at offset: Int) {
        let location = lineIndex.location(ofOffset: offset)
        diagnostics.append(FlagDiagnostic(origin: .remotePayload, key: key, message: message, line: location.line, column: location.column))
    }

    private func rejection(_ reason: PayloadRejection.Reason, _ message: String, at offset: Int) -> PayloadRejection {
        let location = lineIndex.location(ofOffset: offset)
        return PayloadRejection(reason, message, line: location.line, column: location.column)
    }

    private func describe(_ value: JSONValue) -> String {
        switch value.content {
        case .number(let number): JSONOutput.numberText(number)
        case .string(let text): "\(QuotedText.quoted(text)) (a string)"
        default: value.kindDescription
        }
    }
}
