import FlagJSON

extension RemotePayload {
    /// Decodes a payload, rejecting it whole if it is too large, not JSON, or not version 1,
    /// and dropping (and reporting) individual entries that are malformed.
    ///
    /// - Returns: the payload and one diagnostic per dropped entry or ignored field.
    public static func decode(_ bytes: [UInt8], sizeLimit: Int = defaultSizeLimit) throws(PayloadRejection) -> DecodedPayload {
        try decode(bytes, sizeLimit: sizeLimit, readsRulesDirectly: true)
    }

    /// ``decode(_:sizeLimit:)``, with rules read straight from the bytes where they are
    /// well-formed (`readsRulesDirectly`, the fast way), or every entry read into a JSON tree
    /// and decoded from it: the reference that tests hold the fast way to.
    package static func decode(_ bytes: [UInt8], sizeLimit: Int, readsRulesDirectly: Bool) throws(PayloadRejection) -> DecodedPayload {
        guard bytes.count <= sizeLimit else {
            throw PayloadRejection(
                .tooLarge, "the payload is \(bytes.count) bytes, more than the limit of \(sizeLimit) bytes.")
        }
        let outline: PayloadOutline
        do {
            outline = try PayloadReader.read(bytes, readsRulesDirectly: readsRulesDirectly)
        } catch {
            let location = LineIndex(bytes).location(ofOffset: error.offset)
            throw PayloadRejection(.invalidJSON, error.message, line: location.line, column: location.column)
        }
        var decoder = PayloadDocumentDecoder(bytes: bytes, ruleTable: outline.ruleTable)
        let decoded = try decoder.decode(outline)
        // The table is finished once every entry is decoded; then the entries share it.
        let table = SharedRuleTable(decoder.ruleTable)
        let entries = decoded.map { RemotePayload.Entry(key: $0.key, rules: $0.rules.entryRules(in: table), offset: $0.offset) }
        return DecodedPayload(payload: RemotePayload(entries: entries, document: bytes), diagnostics: decoder.diagnostics)
    }
}

/// Reads the parts of a version 1 payload, collecting diagnostics for what it ignores.
private struct PayloadDocumentDecoder {
    let bytes: [UInt8]
    /// The targeted rules of the entries decoded so far.
    var ruleTable: RuleTable
    var diagnostics: [FlagDiagnostic] = []
    /// The document's lines, read at the first diagnostic: a clean payload never needs them.
    private var lineIndex: LineIndex?

    init(bytes: [UInt8], ruleTable: RuleTable) {
        self.bytes = bytes
        self.ruleTable = ruleTable
    }

    /// An entry as decoded, before the rule table is shared.
    typealias DecodedEntry = (key: String, offset: Int, rules: DecodedRules)

    mutating func decode(_ outline: PayloadOutline) throws(PayloadRejection) -> [DecodedEntry] {
        let document = outline.document
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
            let shown = version.value.stringValue.map { "\(QuotedText.quoted($0)) (a string)" } ?? version.value.shortDescription
            throw rejection(.unsupportedVersion, "version \(shown) is not supported; this app reads version 1 payloads.", at: version.value.offset)
        }
        guard let flags = members.first(where: { $0.key == "flags" }) else {
            throw rejection(.invalidDocument, "the payload has no \"flags\" object.", at: document.offset)
        }
        guard flags.value.objectValue != nil else {
            throw rejection(.invalidDocument, "\"flags\" must be an object of key: value pairs, not \(flags.value.kindDescription).", at: flags.value.offset)
        }
        var ignored: Set<String> = []
        let known: Set<String> = ["version", "flags", "$schema"]
        for member in members where !known.contains(member.key) && ignored.insert(member.key).inserted {
            report(nil, "the top-level field \(QuotedText.quoted(member.key)) is not part of version 1 and was ignored.", at: member.keyOffset)
        }
        return outline.entries.compactMap { entry in
            switch entry {
            case .decoded(let key, let keyOffset, let rules): (key, keyOffset, rules)
            case .member(let member): decodeEntry(member)
            }
        }
    }

    /// The second occurrence of the first of `keys` that appears twice, if any.
    private static func repeatedKey(in members: [JSONMember], among keys: Set<String>) -> JSONMember? {
        var seen: Set<String> = []
        return members.first { keys.contains($0.key) && !seen.insert($0.key).inserted }
    }

    /// The entry `member` holds: a Boolean directly, anything else through the targeting rule
    /// decoder; an entry with any problem is dropped, every problem reported.
    private mutating func decodeEntry(_ member: JSONMember) -> DecodedEntry? {
        if case .bool(let value) = member.value.content {
            return (member.key, member.keyOffset, .plain(value: value, configurations: nil))
        }
        do {
            let rules = try TargetingRuleDecoder.decode(member.value, key: member.key)
            return (member.key, member.keyOffset, DecodedRules(rules, key: member.key, table: &ruleTable))
        } catch {
            for problem in error.problems { report(member.key, problem.message, at: problem.offset) }
            return nil
        }
    }

    private mutating func report(_ key: String?, _ message: String, at offset: Int) {
        let location = location(ofOffset: offset)
        diagnostics.append(FlagDiagnostic(origin: .remotePayload, key: key, message: message, line: location.line, column: location.column))
    }

    private mutating func rejection(_ reason: PayloadRejection.Reason, _ message: String, at offset: Int) -> PayloadRejection {
        let location = location(ofOffset: offset)
        return PayloadRejection(reason, message, line: location.line, column: location.column)
    }

    private mutating func location(ofOffset offset: Int) -> SourceLocation {
        let lines = lineIndex ?? LineIndex(bytes)
        lineIndex = lines
        return lines.location(ofOffset: offset)
    }
}
