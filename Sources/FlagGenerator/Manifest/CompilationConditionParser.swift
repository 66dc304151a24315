/// Parses the `condition` of a configuration into a ``CompilationCondition``.
///
/// The grammar is the subset of Swift's `#if` expressions that the manifest allows:
/// `or := and ("||" and)*`, `and := unary ("&&" unary)*`, `unary := "!" unary | primary`,
/// `primary := "(" or ")" | identifier | function "(" argument ")"`.
package struct CompilationConditionParser {
    /// Why a condition was rejected, and at which byte of the condition text.
    package struct Failure: Error, Equatable {
        /// What is wrong, as a clause that follows the condition's name.
        package var message: String
        /// The byte of the condition text the problem is at.
        package var offset: Int
    }

    /// The most terms a condition may combine with `&&` and `||`. The tree is as deep as
    /// the condition is long, and everything that walks it recurses.
    package static let maximumTermCount = 100
    /// The deepest nesting of `!` and parentheses.
    static let maximumDepth = 32

    let text: [UInt8]
    var index = 0
    private var depth = 0
    private var termCount = 1

    /// The condition `condition` spells, or why the manifest rejects it.
    package static func parse(_ condition: String) throws(Failure) -> CompilationCondition {
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
        while consume("||") {
            try countTerm()
            condition = .or(condition, try parseAnd())
        }
        return condition
    }

    private mutating func parseAnd() throws(Failure) -> CompilationCondition {
        var condition = try parseUnary()
        while consume("&&") {
            try countTerm()
            condition = .and(condition, try parseUnary())
        }
        return condition
    }

    private mutating func parseUnary() throws(Failure) -> CompilationCondition {
        if consume("!") {
            // The condition is rendered with canonical spacing, so `! !A` would become `!!A`,
            // which Swift reads as one unknown operator.
            var next = self
            if next.consume("!") {
                throw Failure(
                    message:
                        "negates twice with '!!', which Swift doesn't compile; remove both '!', since negating twice changes nothing",
                    offset: next.index - 1)
            }
            try enterNesting()
            defer { depth -= 1 }
            return .not(try parseUnary())
        }
        if consume("(") {
            try enterNesting()
            defer { depth -= 1 }
            let inner = try parseOr()
            guard consume(")") else { throw unexpected("')'") }
            return .parenthesized(inner)
        }
        let start = index
        guard let name = readIdentifier() else { throw unexpected("an identifier, '!' or '('") }
        guard consume("(") else {
            if SwiftIdentifier.keywords.contains(name), name != "true", name != "false" {
                throw Failure(
                    message: "uses the Swift keyword '\(name)', which can't be a compilation condition", offset: start)
            }
            return .flag(name)
        }
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

    /// Counts one level of `!` or parentheses; a hostile condition can't exhaust the stack.
    private mutating func enterNesting() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw Failure(
                message: "nests '!' and parentheses more than \(Self.maximumDepth) levels deep", offset: index - 1)
        }
    }

    /// Counts the term after the `&&` or `||` just read; reports the operator that adds one too many.
    private mutating func countTerm() throws(Failure) {
        termCount += 1
        guard termCount <= Self.maximumTermCount else {
            throw Failure(
                message: "combines more than \(Self.maximumTermCount) terms with && and ||; define one compilation "
                    + "condition for these builds (-DNAME) and test that instead",
                offset: index - 2)
        }
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
}
