extension JSONScanner {
    /// Enters the object whose `{` is at ``index``; returns `false` if it is empty (and was
    /// read whole), `true` if a member's key comes next.
    package mutating func enterObject() throws(JSONSyntaxError) -> Bool {
        try enterContainer()
        skipWhitespace()
        return try !consumeClosing(UInt8(ascii: "}"))
    }

    /// Reads a member's key and the `:` after it, leaving ``index`` at the member's value.
    package mutating func parseMemberKey() throws(JSONSyntaxError) -> (key: String, offset: Int) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw unexpected("where an object key was expected; keys are strings in double quotes")
        }
        let keyOffset = index
        let key = try parseString()
        try consumeColon(afterKeyAt: keyOffset)
        return (key, keyOffset)
    }

    /// Reads the `:` after the key whose opening quote is at `keyOffset`, leaving ``index`` at
    /// the member's value. The key is read again only for a message, so that the common path
    /// carries no string.
    mutating func consumeColon(afterKeyAt keyOffset: Int) throws(JSONSyntaxError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw unexpected("after the key \(QuotedText.quoted(key(at: keyOffset))); expected ':'")
        }
        index += 1
        skipWhitespace()
        try requireMore("a value for the key \(QuotedText.quoted(key(at: keyOffset)))")
    }

    /// Reads a member's key and the `:` after it, like ``parseMemberKey()``, and returns the
    /// position in `names` of the name the key spells, or `nil` for any other key (read it with
    /// ``key(at:)`` for a message). A plain key is compared as bytes, without making a string:
    /// readers of thousands of objects with known fields read their keys this way.
    package mutating func parseMemberKey(among names: [StaticString]) throws(JSONSyntaxError) -> (
        index: Int?, offset: Int
    ) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw unexpected("where an object key was expected; keys are strings in double quotes")
        }
        let keyOffset = index
        let found: Int?
        if let plain = takePlainString(endingAt: plainRunEnd(after: keyOffset)) {
            found = names.firstIndex { name in
                name.utf8CodeUnitCount == plain.count
                    && name.withUTF8Buffer { spelled in plain.indices.allSatisfy { spelled[$0] == plain[$0] } }
            }
        } else {
            let key = try parseString()
            found = names.firstIndex { $0.description == key }
        }
        try consumeColon(afterKeyAt: keyOffset)
        return (found, keyOffset)
    }

    /// The key whose opening quote is at `offset`, for a message.
    package func key(at offset: Int) -> String {
        var scanner = self
        scanner.index = offset
        return (try? scanner.parseString()) ?? ""
    }

    /// After a member's value: reads the `,` and returns `true` if another member follows, or
    /// reads the `}` and returns `false`.
    package mutating func nextMember() throws(JSONSyntaxError) -> Bool {
        try !consumeSeparator(closing: UInt8(ascii: "}"), container: "object")
    }

    /// Enters the array whose `[` is at ``index``; returns `false` if it is empty (and was read
    /// whole), `true` if an element comes next.
    package mutating func enterArray() throws(JSONSyntaxError) -> Bool {
        try enterContainer()
        skipWhitespace()
        if try consumeClosing(UInt8(ascii: "]")) { return false }
        try requireMore("an array element")
        return true
    }

    /// After an element: reads the `,` and returns `true` if another element follows, or reads
    /// the `]` and returns `false`.
    package mutating func nextElement() throws(JSONSyntaxError) -> Bool {
        if try consumeSeparator(closing: UInt8(ascii: "]"), container: "array") { return false }
        try requireMore("an array element")
        return true
    }

    mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= maximumDepth else {
            throw JSONSyntaxError(
                "arrays and objects are nested more than \(maximumDepth) levels deep; flatten the document.",
                offset: index)
        }
        index += 1
    }

    /// Consumes `closing` if it comes next, leaving the container.
    mutating func consumeClosing(_ closing: UInt8) throws(JSONSyntaxError) -> Bool {
        guard index < bytes.count, bytes[index] == closing else { return false }
        index += 1
        depth -= 1
        return true
    }

    /// Consumes the `,` or the closing bracket after an element; returns whether the container ended.
    mutating func consumeSeparator(closing: UInt8, container: String) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        let closingText = { String(UnicodeScalar(closing)) }
        try requireMore("',' or '\(closingText())' to continue the \(container)")
        if try consumeClosing(closing) { return true }
        guard bytes[index] == UInt8(ascii: ",") else {
            throw unexpected("in an \(container); expected ',' or '\(closingText())'")
        }
        let comma = index
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == closing {
            throw JSONSyntaxError("trailing comma before '\(closingText())'; remove the comma.", offset: comma)
        }
        return false
    }
}
