import FlagJSON

/// A payload document read in one pass: its top level as a JSON tree, but the entries of its
/// `flags` object decoded one by one as they are read, each rule object or list straight from
/// the bytes by ``DirectRuleReader`` when it can, so that a large payload never becomes a
/// large tree or a list of intermediate entries.
///
/// Syntax is checked exactly as ``JSONParser`` checks it (same scanner, same depth limit), and
/// every entry the direct reader declines is read into a tree for ``TargetingRuleDecoder``.
struct PayloadReader {
    private var scanner: JSONScanner
    private let readsRulesDirectly: Bool
    /// The rules of the targeted entries read so far.
    private var ruleTable = RuleTable()
    /// The problems of the entries dropped so far.
    private var problems: [PayloadOutline.EntryProblem] = []

    /// Reads `bytes`, with entries' rules read directly (`readsRulesDirectly`) or all into trees.
    static func read(_ bytes: [UInt8], readsRulesDirectly: Bool) throws(JSONSyntaxError) -> PayloadOutline {
        let result: Result<PayloadOutline, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var reader = PayloadReader(scanner: JSONScanner(buffer, maximumDepth: 16), readsRulesDirectly: readsRulesDirectly)
            return Result { () throws(JSONSyntaxError) in try reader.readDocument() }
        }
        return try result.get()
    }

    private init(scanner: JSONScanner, readsRulesDirectly: Bool) {
        self.scanner = scanner
        self.readsRulesDirectly = readsRulesDirectly
    }

    private mutating func readDocument() throws(JSONSyntaxError) -> PayloadOutline {
        try scanner.beginDocument()
        let start = scanner.index
        guard scanner.nextByte == UInt8(ascii: "{") else {
            let document = try scanner.parseValue()
            try scanner.endDocument()
            return PayloadOutline(document: document, entries: [], problems: [], ruleTable: ruleTable)
        }
        var members: [JSONMember] = []
        var entries: [PayloadOutline.Entry] = []
        var hasReadFlags = false
        if try scanner.enterObject() {
            repeat {
                let (key, keyOffset) = try scanner.parseMemberKey()
                let isFirstFlags = key == "flags" && !hasReadFlags
                hasReadFlags = hasReadFlags || isFirstFlags
                if isFirstFlags, scanner.nextByte == UInt8(ascii: "{") {
                    members.append(JSONMember(key: key, keyOffset: keyOffset, value: JSONValue(.object([]), offset: scanner.index)))
                    entries = try readEntries()
                } else {
                    members.append(JSONMember(key: key, keyOffset: keyOffset, value: try scanner.parseValue()))
                }
            } while try scanner.nextMember()
        }
        try scanner.endDocument()
        return PayloadOutline(document: JSONValue(.object(members), offset: start), entries: entries, problems: problems, ruleTable: ruleTable)
    }

    private mutating func readEntries() throws(JSONSyntaxError) -> [PayloadOutline.Entry] {
        var entries: [PayloadOutline.Entry] = []
        guard try scanner.enterObject() else { return entries }
        repeat {
            let (key, keyOffset) = try scanner.parseMemberKey()
            if let rules = try readRules(key: key) { entries.append((key, keyOffset, rules)) }
        } while try scanner.nextMember()
        return entries
    }

    /// The rules of the entry `key` at the scanner, or `nil` if they have problems (kept in
    /// ``problems``).
    private mutating func readRules(key: String) throws(JSONSyntaxError) -> DecodedRules? {
        // Only objects and lists are rules; anything else goes to the tree decoder at once.
        if readsRulesDirectly, scanner.nextByte == UInt8(ascii: "{") || scanner.nextByte == UInt8(ascii: "["),
           let rules = DirectRuleReader.entryRules(&scanner, key: key, into: &ruleTable) {
            return rules
        }
        let value = try scanner.parseValue()
        if case .bool(let value) = value.content { return .plain(value: value, configurations: nil) }
        do {
            return DecodedRules(try TargetingRuleDecoder.decode(value, key: key), key: key, table: &ruleTable)
        } catch {
            problems += error.problems.map { (key, $0) }
            return nil
        }
    }
}

/// What ``PayloadReader`` read: the document, and the entries of its `flags` object, decoded.
struct PayloadOutline {
    /// One well-formed entry of `flags`; targeted rules are a flag of ``PayloadOutline/ruleTable``.
    typealias Entry = (key: String, keyOffset: Int, rules: DecodedRules)
    /// A problem of a dropped entry of `flags`.
    typealias EntryProblem = (key: String, problem: RuleProblem)

    /// The document. When its first `"flags"` member is an object, that member's value is an
    /// empty object at the same offset, and its entries are ``entries``.
    var document: JSONValue
    /// The well-formed entries of the first `"flags"` member, in document order.
    var entries: [Entry]
    /// The problems of the entries that were dropped, in document order.
    var problems: [EntryProblem]
    /// The rules of the entries that are targeted.
    var ruleTable: RuleTable
}
