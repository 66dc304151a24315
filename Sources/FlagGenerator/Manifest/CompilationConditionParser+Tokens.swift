import FlagJSON

/// The lexical part of the condition parser: tokens, identifiers, versions, errors.
extension CompilationConditionParser {
    mutating func consume(_ token: String) -> Bool {
        skipSpaces()
        let bytes = Array(token.utf8)
        guard text.count - index >= bytes.count, Array(text[index..<index + bytes.count]) == bytes else { return false }
        // "&" and "|" alone are not operators; "!=" is not negation.
        if token == "!", index + 1 < text.count, text[index + 1] == UInt8(ascii: "=") { return false }
        index += bytes.count
        return true
    }

    mutating func readIdentifier() -> String? {
        skipSpaces()
        let start = index
        guard index < text.count, SwiftIdentifier.isHead(text[index]) else { return nil }
        while index < text.count, SwiftIdentifier.isHead(text[index]) || SwiftIdentifier.isDigit(text[index]) {
            index += 1
        }
        return String(decoding: text[start..<index], as: UTF8.self)
    }

    mutating func readModuleName() -> String? {
        guard var name = readIdentifier() else { return nil }
        while index < text.count, text[index] == UInt8(ascii: ".") {
            index += 1
            guard let part = readIdentifier() else { return nil }
            name += "." + part
        }
        return name
    }

    mutating func readVersion() -> String? {
        skipSpaces()
        let start = index
        var components = 0
        repeat {
            let digits = index
            while index < text.count, SwiftIdentifier.isDigit(text[index]) { index += 1 }
            guard index > digits else { return nil }
            components += 1
        } while components < 3 && index < text.count && text[index] == UInt8(ascii: ".") && advance()
        return String(decoding: text[start..<index], as: UTF8.self)
    }

    private mutating func advance() -> Bool {
        index += 1
        return true
    }

    mutating func skipSpaces() {
        while index < text.count, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") { index += 1 }
    }

    func unexpected(_ expected: String) -> Failure {
        guard index < text.count else { return Failure(message: "ends where \(expected) was expected", offset: index) }
        let character = String(decoding: text[index...].prefix(1), as: UTF8.self)
        let shown =
            text[index] < 0x20 || text[index] >= 0x80
            ? "a non-printable or non-ASCII byte" : QuotedText.quoted(character)
        return Failure(
            message: "has \(shown) where \(expected) was expected; only identifiers, !, &&, ||, parentheses "
                + "and os(), arch(), canImport(), targetEnvironment(), swift(>=N.N), compiler(>=N.N) are allowed",
            offset: index)
    }
}
