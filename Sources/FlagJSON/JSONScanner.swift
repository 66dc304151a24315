/// The recursive-descent reader behind ``JSONParser``.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    var index = 0
    private var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else {
            throw JSONSyntaxError("expected a JSON value, but the document is empty.", offset: index)
        }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw unexpected("after the end of the JSON value; remove it or wrap the values in an array")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(.object(try parseObject()), offset: start)
        case UInt8(ascii: "["): return JSONValue(.array(try parseArray()), offset: start)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), offset: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(.bool(true), offset: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(.bool(false), offset: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(.null, offset: start)
        default: throw unexpected("where a value was expected (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> [JSONMember] {
        try enterContainer()
        var members: [JSONMember] = []
        skipWhitespace()
        if try consumeClosing(UInt8(ascii: "}")) { return members }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw unexpected("where an object key was expected; keys are strings in double quotes")
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw unexpected("after the key \(QuotedText.quoted(key)); expected ':'")
            }
            index += 1
            skipWhitespace()
            try requireMore("a value for the key \(QuotedText.quoted(key))")
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: try parseValue()))
            if try consumeSeparator(closing: UInt8(ascii: "}"), container: "object") { return members }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> [JSONValue] {
        try enterContainer()
        var elements: [JSONValue] = []
        skipWhitespace()
        if try consumeClosing(UInt8(ascii: "]")) { return elements }
        while true {
            try requireMore("an array element")
            elements.append(try parseValue())
            if try consumeSeparator(closing: UInt8(ascii: "]"), container: "array") { return elements }
        }
    }

    // MARK: Containers

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= maximumDepth else {
            throw JSONSyntaxError(
                "arrays and objects are nested more than \(maximumDepth) levels deep; flatten the document.",
                offset: index)
        }
        index += 1
    }

    /// Consumes `closing` if it comes next, leaving the container.
    private mutating func consumeClosing(_ closing: UInt8) throws(JSONSyntaxError) -> Bool {
        guard index < bytes.count, bytes[index] == closing else { return false }
        index += 1
        depth -= 1
        return true
    }

    /// Consumes the `,` or the closing bracket after an element; returns whether the container ended.
    private mutating func consumeSeparator(closing: UInt8, container: String) throws(JSONSyntaxError) -> Bool {
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
        case UInt8(ascii: "/") where offset + 1 < bytes.count
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
