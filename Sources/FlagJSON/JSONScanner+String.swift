extension JSONScanner {
    /// Reads a string starting at its opening quote and returns it unescaped.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let opening = index
        let runEnd = plainRunEnd(after: opening)
        // Fast path: plain ASCII with no escapes, the common case for keys and names.
        if let plain = takePlainString(endingAt: runEnd) { return String(decoding: plain, as: UTF8.self) }
        index = runEnd
        var utf8 = Array(bytes[opening + 1..<index])
        try parseStringRemainder(into: &utf8, opening: opening)
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The bytes of the string whose opening quote is at ``index``, read, if its plain run
    /// (which stops at `runEnd`) ends with the closing quote; otherwise `nil`, nothing read.
    mutating func takePlainString(endingAt runEnd: Int) -> UnsafeBufferPointer<UInt8>? {
        guard runEnd < bytes.count, bytes[runEnd] == UInt8(ascii: "\"") else { return nil }
        defer { index = runEnd + 1 }
        return UnsafeBufferPointer(rebasing: bytes[index + 1..<runEnd])
    }

    /// The offset of the first byte after the opening quote at `opening` that is a quote, a
    /// backslash, a control or not ASCII (or the document's end): where the plain run stops.
    func plainRunEnd(after opening: Int) -> Int {
        var end = opening + 1
        while end < bytes.count, !Self.isStop(bytes[end]) { end += 1 }
        return end
    }

    private static func isStop(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80
    }

    /// Reads the rest of a string that needs escapes or UTF-8 validation.
    private mutating func parseStringRemainder(into utf8: inout [UInt8], opening: Int) throws(JSONSyntaxError) {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                try appendEscape(to: &utf8)
            case ..<0x20:
                throw JSONSyntaxError(
                    "control character U+00\(hex(byte)) inside a string; write it as an escape such as \\n or \\u00\(hex(byte)).",
                    offset: index)
            case ..<0x80:
                utf8.append(byte)
                index += 1
            default:
                try appendUTF8Sequence(to: &utf8)
            }
        }
        throw JSONSyntaxError("the string is never closed; add the closing '\"'.", offset: opening)
    }

    private mutating func appendEscape(to utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let escape = index
        index += 1
        guard index < bytes.count else {
            throw JSONSyntaxError("the string is never closed; add the closing '\"'.", offset: escape)
        }
        let replacement: UInt8
        switch bytes[index] {
        case UInt8(ascii: "\""): replacement = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): replacement = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): replacement = UInt8(ascii: "/")
        case UInt8(ascii: "b"): replacement = 0x08
        case UInt8(ascii: "f"): replacement = 0x0C
        case UInt8(ascii: "n"): replacement = UInt8(ascii: "\n")
        case UInt8(ascii: "r"): replacement = UInt8(ascii: "\r")
        case UInt8(ascii: "t"): replacement = UInt8(ascii: "\t")
        case UInt8(ascii: "u"):
            index += 1
            utf8.append(contentsOf: String(Character(try parseUnicodeEscape(startingAt: escape))).utf8)
            return
        default:
            throw JSONSyntaxError(
                "invalid escape in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.",
                offset: escape)
        }
        utf8.append(replacement)
        index += 1
    }

    /// Reads the four hex digits after `\u` (and a second escape for a surrogate pair).
    private mutating func parseUnicodeEscape(startingAt escape: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        let unit = try parseHexQuad(escape: escape)
        if let scalar = Unicode.Scalar(unit) { return scalar }
        let loneSurrogate = JSONSyntaxError(
            "\\u\(hex(UInt8(unit >> 8)))\(hex(UInt8(unit & 0xFF))) is half of a surrogate pair without its other half.",
            offset: escape)
        guard unit < 0xDC00, index + 1 < bytes.count,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        else { throw loneSurrogate }
        index += 2
        let low = try parseHexQuad(escape: index - 2)
        guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate }
        let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        return Unicode.Scalar(value)!
    }

    private mutating func parseHexQuad(escape: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigitValue(bytes[index]) else {
                throw JSONSyntaxError("\\u must be followed by four hexadecimal digits.", offset: escape)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Copies one well-formed multi-byte UTF-8 sequence, or reports where it goes wrong: a byte
    /// that can't start a sequence, or the lead byte of one that the next bytes don't continue.
    private mutating func appendUTF8Sequence(to utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: throw invalidUTF8(at: index)
        }
        for position in 1..<length {
            let offset = index + position
            let range = position == 1 ? secondRange : 0x80...0xBF
            guard offset < bytes.count, range.contains(bytes[offset]) else {
                throw invalidUTF8(at: index, brokenAt: offset)
            }
        }
        utf8.append(contentsOf: bytes[index..<index + length])
        index += length
    }

    /// The error for the sequence whose first byte is at `offset`: that byte can't start one,
    /// or the bytes up to the one at `broken` (or the document's end) don't continue it.
    private func invalidUTF8(at offset: Int, brokenAt broken: Int? = nil) -> JSONSyntaxError {
        var found = "byte 0x\(hex(bytes[offset]))"
        if let broken {
            let sequence = bytes[offset..<min(broken + 1, bytes.count)].map { "0x\(hex($0))" }
            found =
                "bytes \(sequence.joined(separator: " "))"
                + (broken < bytes.count ? "" : " cut off by the end of the document")
        }
        return JSONSyntaxError("invalid UTF-8 (\(found)) inside a string; save the file as UTF-8.", offset: offset)
    }
}
