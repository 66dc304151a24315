/// The recursive-descent reader behind ``JSONParser``, and a pull reader for decoders that read
/// part of a document straight from its bytes: `enterObject()`, `parseMemberKey()`, a value,
/// `nextMember()`, and so on, with the same checks and messages as ``JSONParser``.
///
/// A scanner is a value: a decoder may copy one, read ahead with the copy, and keep or drop
/// what the copy read.
package struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    package var index = 0
    var depth = 0

    /// A scanner at the start of `bytes` that accepts `maximumDepth` levels of nesting.
    package init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        try beginDocument()
        let value = try parseValue()
        try endDocument()
        return value
    }

    /// Skips a UTF-8 byte order mark and white space, up to the document's value.
    package mutating func beginDocument() throws(JSONSyntaxError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else {
            throw JSONSyntaxError("expected a JSON value, but the document is empty.", offset: index)
        }
    }

    /// Checks that nothing but white space follows the document's value.
    package mutating func endDocument() throws(JSONSyntaxError) {
        skipWhitespace()
        if index < bytes.count {
            throw unexpected("after the end of the JSON value; remove it or wrap the values in an array")
        }
    }

    /// The byte at ``index``, or `nil` at the end of the document.
    package var nextByte: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    // MARK: Values

    /// Reads the value at ``index`` (which must not be the end) into a tree.
    package mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(.object(try parseObject()), offset: start)
        case UInt8(ascii: "["): return JSONValue(.array(try parseArray()), offset: start)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try parseNumber()
            // Only a fraction or an exponent can be rounded away; plain digits are checked by none of this.
            let isRounded =
                number.rounded() == number
                && bytes[start..<index].contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
                && !Self.isWholeLiteral(bytes[start..<index])
            return JSONValue(
                .number(number), offset: start, isRoundedToWhole: isRounded,
                exactInteger: Self.integerLiteralValue(bytes[start..<index]))
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONValue(.bool(true), offset: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONValue(.bool(false), offset: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONValue(.null, offset: start)
        default: throw unexpected("where a value was expected (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> [JSONMember] {
        var members: [JSONMember] = []
        guard try enterObject() else { return members }
        repeat {
            let (key, keyOffset) = try parseMemberKey()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: try parseValue()))
        } while try nextMember()
        return members
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> [JSONValue] {
        var elements: [JSONValue] = []
        guard try enterArray() else { return elements }
        repeat {
            elements.append(try parseValue())
        } while try nextElement()
        return elements
    }

    // MARK: Helpers

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    func requireMore(_ expected: @autoclosure () -> String) throws(JSONSyntaxError) {
        guard index < bytes.count else {
            throw JSONSyntaxError("the document ends where \(expected()) was expected.", offset: index)
        }
    }

    /// An error for the byte at `index`, described for a reader.
    func unexpected(_ context: String) -> JSONSyntaxError {
        JSONSyntaxError("\(describeByte(at: index)) \(context).", offset: index)
    }

    private func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the document" }
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "/")
        where offset + 1 < bytes.count
            && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")):
            return "a comment (JSON has no comments)"
        case UInt8(ascii: "'"): return "a single quote (JSON strings use double quotes)"
        case 0x21...0x7E: return "unexpected character '\(UnicodeScalar(byte))'"
        case 0x80...: return "unexpected non-ASCII byte 0x\(hex(byte))"
        default: return "unexpected control character U+00\(hex(byte))"
        }
    }

    func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
