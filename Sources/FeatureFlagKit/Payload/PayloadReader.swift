import FlagJSON

/// A payload document read in one pass: its top level as a JSON tree, but the entries of its
/// `flags` object decoded one by one as they are read, straight from the scanner's tokens by
/// ``TargetingRuleDecoder``, so that a large payload never becomes a large tree.
///
/// Syntax is checked exactly as ``JSONParser`` checks it (same scanner, same depth limit).
struct PayloadReader {
    private var scanner: JSONScanner
    private var problems: [PayloadOutline.EntryProblem] = []

    /// Reads `bytes`.
    static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> PayloadOutline {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var reader = PayloadReader(scanner: JSONScanner(buffer, maximumDepth: 16))
            return try reader.readDocument()
        }
    }

    private mutating func readDocument() throws(JSONSyntaxError) -> PayloadOutline {
        try scanner.beginDocument()
        let start = scanner.index
        guard scanner.nextByte == UInt8(ascii: "{") else {
            let document = try scanner.parseValue()
            try scanner.endDocument()
            return PayloadOutline(document: document, entries: [], problems: [])
        }
        var members: [JSONMember] = []
        var entries: [RemotePayload.Entry] = []
        var hasReadFlags = false
        if try scanner.enterObject() {
            repeat {
                let (key, keyOffset) = try scanner.parseMemberKey()
                let isFirstFlags = key == "flags" && !hasReadFlags
                hasReadFlags = hasReadFlags || isFirstFlags
                if isFirstFlags, scanner.nextByte == UInt8(ascii: "{") {
                    members.append(
                        JSONMember(key: key, keyOffset: keyOffset, value: JSONValue(.object([]), offset: scanner.index))
                    )
                    entries = try readEntries()
                } else {
                    members.append(JSONMember(key: key, keyOffset: keyOffset, value: try scanner.parseValue()))
                }
            } while try scanner.nextMember()
        }
        try scanner.endDocument()
        return PayloadOutline(
            document: JSONValue(.object(members), offset: start), entries: entries, problems: problems)
    }

    private mutating func readEntries() throws(JSONSyntaxError) -> [RemotePayload.Entry] {
        var entries: [RemotePayload.Entry] = []
        guard try scanner.enterObject() else { return entries }
        repeat {
            let (key, keyOffset) = try scanner.parseMemberKey()
            if let rules = try readRules(key: key) {
                entries.append(RemotePayload.Entry(key: key, rules: rules, offset: keyOffset))
            }
        } while try scanner.nextMember()
        return entries
    }

    /// The rules of the entry `key` at the scanner, or `nil` if they have problems (kept in
    /// ``problems``, as are the notes of rules that are kept).
    private mutating func readRules(key: String) throws(JSONSyntaxError) -> EntryRules? {
        // A scalar (a Boolean, the commonest entry; a typed value or a variant's name) becomes a
        // plain value without a list of one rule.
        switch scanner.nextByte ?? 0 {
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            // These bytes start a Boolean, a string or a number (or a syntax error, thrown).
            let json = try scanner.parseValue()
            guard let value = FlagValue(json: json) else { preconditionFailure("\(json) is a JSON scalar") }
            return .plain(value: value, configurations: nil)
        default: break
        }
        var notes: [RuleProblem] = []
        switch try TargetingRuleDecoder.read(&scanner, key: key, notes: &notes) {
        case .success(let rules):
            problems += notes.map { (key, $0) }
            return EntryRules(rules)
        case .failure(let error):
            problems += error.problems.map { (key, $0) }
            return nil
        }
    }
}

/// What ``PayloadReader`` read: the document, and the entries of its `flags` object, decoded.
struct PayloadOutline {
    /// A problem of a dropped entry of `flags`.
    typealias EntryProblem = (key: String, problem: RuleProblem)

    /// The document. When its first `"flags"` member is an object, that member's value is an
    /// empty object at the same offset, and its entries are ``entries``.
    var document: JSONValue
    /// The well-formed entries of the first `"flags"` member, in document order.
    var entries: [RemotePayload.Entry]
    /// The problems of the entries that were dropped, and what the kept ones had twice, in
    /// document order.
    var problems: [EntryProblem]
}

extension JSONValue {
    /// The value for a message: a number as written (`150`, `25.5`), else its kind (`a string`).
    var shortDescription: String {
        guard case .number(let number) = content else { return kindDescription }
        return JSONOutput.numberText(number)
    }
}
