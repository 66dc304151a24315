extension JSONScanner {
    /// Consumes `word` (`true`, `false` or `null`) or reports what is there instead.
    mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches =
            index + count <= bytes.count
            && (0..<count).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
        guard matches else { throw unexpected("where a value was expected (did you mean \(word)?)") }
        index += count
    }

    /// The value of `text`, a valid JSON number, if it is digits alone (with an optional `-`) and
    /// fits in an `Int`.
    static func integerLiteralValue(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        let isNegative = text.first == UInt8(ascii: "-")
        var value = 0
        for byte in text.dropFirst(isNegative ? 1 : 0) {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            // Accumulated as a negative number, whose range reaches Int.min.
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdd) = shifted.subtractingReportingOverflow(digit)
            guard !overflowShift, !overflowAdd else { return nil }
            value = next
        }
        if isNegative { return value }
        return value == .min ? nil : -value
    }

    /// A Boolean value indicating whether the valid number literal `text` denotes a whole
    /// number, decided from its digits (a `Double` may round a fraction away).
    static func isWholeLiteral(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var hasNonZeroDigit = false
        var trailingZeros = 0
        var fractionDigits = 0
        var exponent = 0
        var isNegativeExponent = false
        var part = 0  // 0 integer, 1 fraction, 2 exponent
        for byte in text {
            switch byte {
            case UInt8(ascii: "."): part = 1
            case UInt8(ascii: "e"), UInt8(ascii: "E"): part = 2
            case UInt8(ascii: "-") where part == 2: isNegativeExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9") where part == 2:
                // An exponent beyond a million decides nothing a smaller one doesn't.
                exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if part == 1 { fractionDigits += 1 }
                if byte == UInt8(ascii: "0") {
                    trailingZeros += 1
                } else {
                    hasNonZeroDigit = true
                    trailingZeros = 0
                }
            default: break
            }
        }
        return !hasNonZeroDigit || (isNegativeExponent ? -exponent : exponent) - fractionDigits + trailingZeros >= 0
    }

    /// Reads the number at ``index`` (a `-` or a digit).
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw JSONSyntaxError("a number needs digits after '-'.", offset: start)
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw JSONSyntaxError("numbers must not have leading zeros.", offset: start)
        }
        let integerStart = index
        skipDigits()
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            try requireDigits(in: start, after: "'.'")
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            isInteger = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            try requireDigits(in: start, after: "the exponent")
        }
        // Up to 15 digits, a whole number is exact in a `Double`: no text to build and parse.
        if isInteger, index - integerStart <= 15 {
            let magnitude = Double(bytes[integerStart..<index].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
            return isNegative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let number = Double(text) else {
            throw JSONSyntaxError("'\(text)' is not a valid number.", offset: start)
        }
        return number
    }

    private mutating func requireDigits(in start: Int, after part: String) throws(JSONSyntaxError) {
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw JSONSyntaxError("a number needs digits after \(part).", offset: start)
        }
        skipDigits()
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
