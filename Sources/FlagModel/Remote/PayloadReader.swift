import FlagJSON

/// A payload document read in one pass: its top level as a JSON tree, but the entries of its
/// `flags` object one by one, each rule object or list read straight from the bytes by
/// ``DirectRuleReader`` when it can, so that a large payload never becomes a large tree.
///
/// Syntax is checked exactly as ``JSONParser`` checks it (same scanner, same depth limit), and
/// every entry the direct reader declines is read into a tree for ``TargetingRuleDecoder``.
struct PayloadReader {
    private var scanner: JSONScanner
    private let readsRulesDirectly: Bool
    /// The targeted rules the direct reader has read.
    private var ruleTable = RuleTable()

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
            return PayloadOutline(document: document, entries: [], ruleTable: ruleTable)
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
        return PayloadOutline(document: JSONValue(.object(members), offset: start), entries: entries, ruleTable: ruleTable)
    }

    private mutating func readEntries() throws(JSONSyntaxError) -> [PayloadOutline.Entry] {
        var entries: [PayloadOutline.Entry] = []
        guard try scanner.enterObject() else { return entries }
        repeat {
            let (key, keyOffset) = try scanner.parseMemberKey()
            entries.append(try readEntry(key: key, keyOffset: keyOffset))
        } while try scanner.nextMember()
        return entries
    }

    private mutating func readEntry(key: String, keyOffset: Int) throws(JSONSyntaxError) -> PayloadOutline.Entry {
        // Only objects and lists are rules; anything else goes to the tree decoder at once.
        if readsRulesDirectly, scanner.nextByte == UInt8(ascii: "{") || scanner.nextByte == UInt8(ascii: "["),
           let rules = DirectRuleReader.entryRules(&scanner, key: key, into: &ruleTable) {
            return .decoded(key: key, keyOffset: keyOffset, rules: rules)
        }
        return .member(JSONMember(key: key, keyOffset: keyOffset, value: try scanner.parseValue()))
    }
}

/// What ``PayloadReader`` read: the document, and the entries of its `flags` object.
struct PayloadOutline {
    /// One entry of `flags`.
    enum Entry {
        /// Rules the direct reader decoded, well-formed (a flag of ``PayloadOutline/ruleTable``
        /// if targeted).
        case decoded(key: String, keyOffset: Int, rules: DecodedRules)
        /// An entry read into a tree, for ``TargetingRuleDecoder`` to decode and judge.
        case member(JSONMember)
    }

    /// The document. When its first `"flags"` member is an object, that member's value is an
    /// empty object at the same offset, and its entries are ``entries``.
    var document: JSONValue
    /// The entries of the first `"flags"` member, in document order.
    var entries: [Entry]
    /// The rules of the decoded entries that are targeted.
    var ruleTable: RuleTable
}
