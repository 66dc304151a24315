/// Reads the declarations of one Swift file that `flaggen unused` needs before it looks for
/// uses: the functions and initializers with a parameter that takes flags, the bodies of
/// computed properties and functions typed `FeatureFlag`, `[FeatureFlag]` or `Set<FeatureFlag>`,
/// and the variables and properties declared with those types.
///
/// One pass, without recursion: a parameter list is read once and the scan goes on after it.
struct FlagDeclarationScan {
    /// The signatures with a parameter that takes flags, with the base name a call uses: a
    /// function's name; an initializer's type name, and `init`.
    private(set) var signatures: [(name: String, signature: FlagSignature)] = []
    /// The index, among the file's tokens, of the `{` of each body that returns flags.
    private(set) var flagBodies: Set<Int> = []
    /// The names of the variables and properties declared with a type that holds flags.
    private(set) var flagVariables: Set<String> = []
    private let tokens: [SwiftToken]
    private var index = 0
    /// For each open `{`: the name of the innermost type it is in.
    private var typeNames: [String?] = []
    private var pendingTypeName: String?

    /// The keywords that open a type or an extension (and its body).
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]

    init(tokens: [SwiftToken]) {
        self.tokens = tokens
        while index < tokens.count { step() }
    }

    private mutating func step() {
        switch tokens[index] {
        case .identifier("func"):
            if case .identifier(let name)? = token(after: index) { readFunction(named: name) } else { index += 1 }
        case .identifier("init") where index == 0 || tokens[index - 1] != .punctuation(UInt8(ascii: ".")):
            readInitializer()
        case .identifier("var"), .identifier("let"):
            readProperty()
        case .identifier(let word) where Self.typeKeywords.contains(word):
            readTypeName()
        case .punctuation(UInt8(ascii: "{")):
            typeNames.append(pendingTypeName ?? typeNames.last ?? nil)
            pendingTypeName = nil
            index += 1
        case .punctuation(UInt8(ascii: "}")):
            _ = typeNames.popLast()
            index += 1
        default:
            index += 1
        }
    }

    /// `func name<…>(…) … -> Result {`: notes the signature and a body that returns flags.
    private mutating func readFunction(named name: String) {
        guard let parameters = readParameters() else { return }
        if parameters.contains(where: \.takesFlags) { signatures.append((name, FlagSignature(parameters: parameters))) }
        if advanceOnLine(to: Self.resultArrows) {
            index += 1
            noteBody()
        }
    }

    /// `init(…)`, `init?(…)`, `init<…>(…)`: a signature named after the enclosing type, and `init`.
    private mutating func readInitializer() {
        guard let parameters = readParameters(), parameters.contains(where: \.takesFlags) else { return }
        let signature = FlagSignature(parameters: parameters)
        signatures.append(("init", signature))
        if let typeName = typeNames.last ?? nil { signatures.append((typeName, signature)) }
    }

    /// `var name: Type`, `let name: Type = …`: a variable that holds flags when `Type` does, and
    /// `var name: Type {`, a computed property whose body returns them.
    private mutating func readProperty() {
        index += 1
        let name: String? = if index < tokens.count, case .identifier(let name) = tokens[index] { name } else { nil }
        if advanceOnLine(to: Self.propertyTypeOrValue), tokens[index] == .punctuation(UInt8(ascii: ":")) {
            index += 1
            if noteBody(), let name { flagVariables.insert(name) }
        }
    }

    /// `struct Name`, `extension Module.Name`: the type the next `{` opens.
    private mutating func readTypeName() {
        index += 1
        guard index < tokens.count, case .identifier(let first) = tokens[index], !Self.memberKeywords.contains(first)
        else { return }
        var name = first
        while index + 2 < tokens.count, tokens[index + 1] == .punctuation(UInt8(ascii: ".")),
            case .identifier(let next) = tokens[index + 2]
        {
            name = next
            index += 2
        }
        pendingTypeName = name
        index += 1
    }

    /// `{`, `}` and `;`: where a declaration's signature can't go on.
    private static let statementEnds: Set<SwiftToken> = [
        .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: ";")),
    ]
    /// What ends a declared type: a body, a default value or a generic constraint.
    private static let typeEnds: Set<SwiftToken> = [
        .punctuation(UInt8(ascii: "{")), .operatorSymbol("="), .identifier("where"),
    ]
    /// What comes before a function's result type.
    private static let resultArrows: Set<SwiftToken> = [.operatorSymbol("->")]
    /// What follows a property's name: its type or its value.
    private static let propertyTypeOrValue: Set<SwiftToken> = [.punctuation(UInt8(ascii: ":")), .operatorSymbol("=")]

    /// Words after `class` that make it a modifier (`class func`), not a type.
    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "static", "final", "override",
    ]

    /// Reads from the current token to the end of the next parameter list, and moves after it;
    /// `nil` (and the scan moved to it) if a `{`, `}` or `;` comes first.
    private mutating func readParameters() -> [FlagSignature.Parameter]? {
        index += 1
        while index < tokens.count, tokens[index] != .punctuation(UInt8(ascii: "(")) {
            if Self.statementEnds.contains(tokens[index]) { return nil }
            index += 1
        }
        guard index < tokens.count else { return nil }
        let list = FlagParameterList(tokens: tokens, open: index)
        index = list.end
        return list.parameters
    }

    /// Reads the type from here to the line's end, `{`, `=` or `where`, and returns whether it
    /// holds flags; if it does and a `{` ends it, that `{` opens a body that returns flags.
    @discardableResult
    private mutating func noteBody() -> Bool {
        let start = index
        let isEnded = advanceOnLine(to: Self.typeEnds)
        guard FlagTypeName(tokens[start..<index]).holdsFlags else { return false }
        if isEnded, tokens[index] == .punctuation(UInt8(ascii: "{")) { flagBodies.insert(index) }
        return true
    }

    /// Moves to the first token on this line that is in `wanted` (and returns `true`), or to the
    /// first line end, `{`, `}` or `;`, which the main scan then reads: each token is passed over
    /// once, however many declarations a line holds.
    private mutating func advanceOnLine(to wanted: Set<SwiftToken>) -> Bool {
        while index < tokens.count {
            if wanted.contains(tokens[index]) { return true }
            if tokens[index] == .newline || Self.statementEnds.contains(tokens[index]) { return false }
            index += 1
        }
        return false
    }

    /// The first token after `position` that isn't a line end.
    private func token(after position: Int) -> SwiftToken? {
        tokens[(position + 1)...].first { $0 != .newline }
    }
}
