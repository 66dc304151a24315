/// Parses the `condition` of a configuration into a ``CompilationCondition``.
///
/// The grammar is the subset of Swift's `#if` expressions that the manifest allows:
/// `or := and ("||" and)*`, `and := unary ("&&" unary)*`, `unary := "!" unary | primary`,
/// `primary := "(" or ")" | identifier | function "(" argument ")"`.
struct CompilationConditionParser {
    /// Why a condition was rejected, and at which byte of the condition text.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    private let text: [UInt8]
    private var index = 0
    private var depth = 0

    static func parse(_ condition: String) throws(Failure) -> CompilationCondition {
        var parser = CompilationConditionParser(text: Array(condition.utf8))
        parser.skipSpaces()
        guard parser.index < parser.text.count else {
            throw Failure(message: "is empty; remove the field to make this the fallback configuration", offset: 0)
        }
        let condition = try parser.parseOr()
        guard parser.index == parser.text.count else { throw parser.unexpected("an operator (&& or ||)") }
        return condition
    }

    private init(text: [UInt8]) {
        self.text = text
    }

    private mutating func parseOr() throws(Failure) -> CompilationCondition {
        var condition = try parseAnd()
        while consume("||") { condition = .or(condition, try parseAnd()) }
        return condition
    }

    private mutating func parseAnd() throws(Failure) -> CompilationCondition {
        var condition = try parseUnary()
        while consume("&&") { condition = .and(condition, try parseUnary()) }
        return condition
    }

    private mutating func parseUnary() throws(Failure) -> CompilationCondition {
        if consume("!") { return .not(try parseUnary()) }
        if consume("(") {
            depth += 1
            guard depth <= 32 else { throw Failure(message: "nests parentheses too deeply", offset: index - 1) }
            let inner = try parseOr()
            guard consume(")") else { throw unexpected("')'") }
            depth -= 1
            return .parenthesized(inner)
        }
        let start = index
        guard let name = readIdentifier() else { throw unexpected("an identifier, '!' or '('") }
        guard consume("(") else { return .flag(name) }
        guard let function = PlatformFunction(rawValue: name) else {
            throw Failure(
                message: "calls '\(name)()', which is not allowed; use os(), arch(), canImport(), "
                    + "targetEnvironment(), swift(>=N.N) or compiler(>=N.N)",
                offset: start)
        }
        let argument = try parseArgument(of: function)
        guard consume(")") else { throw unexpected("')' after the argument of \(name)()") }
        return .platform(function, argument)
    }

    private mutating func parseArgument(of function: PlatformFunction) throws(Failure) -> String {
        let start = index
        switch function {
        case .swift, .compiler:
            guard consume(">=") else { throw unexpected("'>=' and a version, as in \(function.rawValue)(>=5.9)") }
            guard let version = readVersion() else { throw unexpected("a version such as 5.9") }
            return ">=" + version
        case .canImport:
            guard let module = readModuleName() else { throw unexpected("a module name") }
            return module
        case .os, .arch, .targetEnvironment:
            guard let argument = readIdentifier() else { throw unexpected("an identifier") }
            if let known = function.knownArguments, !known.contains(argument) {
                throw Failure(
                    message: "uses \(function.rawValue)(\(argument)), which Swift doesn't know; "
                        + "use one of: \(known.joined(separator: ", "))",
                    offset: start)
            }
            return argument
        }
    }

    // MARK: Tokens

    private mutating func consume(_ token: String) -> Bool {
        skipSpaces()
        let bytes = Array(token.utf8)
        guard text.count - index >= bytes.count, Array(text[index..<index + bytes.count]) == bytes else { return false }
        // "&" and "|" alone are not operators; "!=" is not negation.
        if token == "!", index + 1 < text.count, text[index + 1] == UInt8(ascii: "=") { return false }
        index += bytes.count
        return true
    }

    private mutating func readIdentifier() -> String? {
        skipSpaces()
        let start = index
        guard index < text.count, Self.isIdentifierHead(text[index]) else { return nil }
        while index < text.count, Self.isIdentifierHead(text[index]) || Self.isDigit(text[index]) { index += 1 }
        return String(decoding: text[start..<index], as: UTF8.self)
    }

    private mutating func readModuleName() -> String? {
        guard var name = readIdentifier() else { return nil }
        while index < text.count, text[index] == UInt8(ascii: ".") {
            index += 1
            guard let part = readIdentifier() else { return nil }
            name += "." + part
        }
        return name
    }

    private mutating func readVersion() -> String? {
        skipSpaces()
        let start = index
        var components = 0
        repeat {
            let digits = index
            while index < text.count, Self.isDigit(text[index]) { index += 1 }
            guard index > digits else { return nil }
            components += 1
        } while components < 3 && index < text.count && text[index] == UInt8(ascii: ".") && advance()
        return String(decoding: text[start..<index], as: UTF8.self)
    }

    private mutating func advance() -> Bool {
        index += 1
        return true
    }

    private mutating func skipSpaces() {
        while index < text.count, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") { index += 1 }
    }

    private func unexpected(_ expected: String) -> Failure {
        guard index < text.count else { return Failure(message: "ends where \(expected) was expected", offset: index) }
        let character = String(decoding: text[index...].prefix(1), as: UTF8.self)
        let shown = text[index] < 0x20 || text[index] >= 0x80 ? "a non-printable or non-ASCII byte" : "'\(character)'"
        return Failure(
            message: "has \(shown) where \(expected) was expected; only identifiers, !, &&, ||, parentheses "
                + "and os(), arch(), canImport(), targetEnvironment(), swift(>=N.N), compiler(>=N.N) are allowed",
            offset: index)
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
