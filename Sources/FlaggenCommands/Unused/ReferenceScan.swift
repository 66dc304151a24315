/// Walks a token stream keeping the context a `.name` needs to be judged: enclosing calls and
/// the argument they are at, the current statement, and enclosing `switch` blocks and bodies.
struct ReferenceScan {
    let tokens: [SwiftToken]
    /// For each statement, whether it mentions `FeatureFlag` or a name containing "flag";
    /// indexed by statement number.
    private let statementMentionsFlags: [Bool]
    private let statementOfToken: [Int]
    /// The functions of the searched sources that take flags, and the shape of each call to one.
    private let functions: FlagFunctionIndex
    private let callShapes: [Int: CallShape]
    /// The names of the variables and properties declared with a type that holds flags.
    private let flagVariables: Set<String>
    /// The `{` of each body that returns flags (see ``FlagDeclarationScan``).
    private let flagBodies: Set<Int>
    /// For each open `(`, `[` and `{`: the call argument it is in, kept per bracket so that reading
    /// it doesn't search the stack; `nil` outside a call and in a closure.
    private var openArguments: [OpenArgument?] = []
    /// What `functions` answered for each callee and call shape already seen.
    private var flagArgumentsByCall: [CallKey: [Bool]] = [:]
    /// Open `{`: whether each is the body of a `switch` over a flag.
    private var braces: [Bool] = []
    /// Open `{`: whether each belongs to an `extension FeatureFlag` (or the enum itself).
    private var flagTypeScopes: [Bool] = []
    /// How many of `flagTypeScopes` are `true`, so that reading it doesn't search the stack.
    private var openFlagTypeScopes = 0
    /// Open `{`: whether each is a body that returns flags, or a block inside one.
    private var flagBodyScopes: [Bool] = []
    private var pendingSwitchSubject: [String]?
    /// The identifiers since the last `{`, `}` or `;`: a declaration header when a `{` follows.
    private var header: [String] = []
    /// The first token of the current statement, whether a `return` came since, and whether an
    /// assignment to a variable in `flagVariables` did.
    private var statementStart: SwiftToken?
    private var isAfterReturn = false
    private var isAfterFlagAssignment = false
    private var position = 0

    init(tokens: [SwiftToken], functions: FlagFunctionIndex, flagVariables: Set<String>, flagBodies: Set<Int>) {
        self.tokens = tokens
        self.functions = functions
        self.flagVariables = flagVariables
        self.flagBodies = flagBodies
        (statementMentionsFlags, statementOfToken) = Self.statements(of: tokens)
        callShapes = CallShape.shapes(of: tokens, where: functions.declares)
        statementStart = tokens.first
    }

    /// Updates the context for the token at `target` (called with increasing positions).
    mutating func advance(to target: Int) {
        while position < target {
            consume(tokens[position], at: position)
            position += 1
        }
    }

    func isMemberName(at index: Int) -> Bool {
        index > 0 && tokens[index - 1] == .punctuation(UInt8(ascii: "."))
    }

    /// `FeatureFlag.name`.
    func isQualifiedByFeatureFlag(at index: Int) -> Bool {
        index > 1 && tokens[index - 2] == .identifier("FeatureFlag")
    }

    /// Keywords after which `.name` is an implicit member expression, not a member access.
    private static let keywordsBeforeExpressions: Set<String> = [
        "case", "return", "in", "where", "is", "as", "try", "await", "throw", "if", "guard", "while", "else",
        "switch", "repeat", "yield",
    ]

    /// `.name` on nothing: an implicit member expression, not `value.name`.
    func isImplicitMember(at index: Int) -> Bool {
        guard index > 1 else { return true }
        switch tokens[index - 2] {
        case .identifier(let word): return Self.keywordsBeforeExpressions.contains(word)
        case .string, .interpolatedString: return false
        case .punctuation(let byte): return ![UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte)
        default: return true
        }
    }

    func isFlagContext(at index: Int) -> Bool {
        if statementMentionsFlags[statementOfToken[index]] || openFlagTypeScopes > 0 || isAfterFlagAssignment {
            return true
        }
        if let argument = openArguments.last ?? nil, argument.takesFlags { return true }
        if flagBodyScopes.last == true,
            isAfterReturn
                || [.punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "."))].contains(statementStart)
        {
            return true
        }
        return statementStart == .identifier("case") && braces.last == true
    }

    private mutating func consume(_ token: SwiftToken, at index: Int) {
        if case .identifier(let word) = token {
            if word == "switch" { pendingSwitchSubject = [] } else { pendingSwitchSubject?.append(word) }
            if word == "return" { isAfterReturn = true }
            header.append(word)
        }
        switch token {
        case .punctuation(UInt8(ascii: "(")):
            openArguments.append(openCall(at: index))
        case .punctuation(UInt8(ascii: "[")):
            var element = openArguments.last ?? nil
            element?.isCallParenthesis = false
            openArguments.append(element)
        case .punctuation(UInt8(ascii: ",")):
            if openArguments.last??.isCallParenthesis == true { openArguments[openArguments.count - 1]?.argument += 1 }
        case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")):
            _ = openArguments.popLast()
        case .punctuation(UInt8(ascii: "{")):
            openArguments.append(nil)
            openBrace(at: index)
        case .punctuation(UInt8(ascii: "}")):
            _ = openArguments.popLast()
            _ = braces.popLast()
            _ = flagBodyScopes.popLast()
            if flagTypeScopes.popLast() == true { openFlagTypeScopes -= 1 }
            header = []
        case .punctuation(UInt8(ascii: ";")):
            header = []
        case .operatorSymbol("="), .operatorSymbol("+="), .operatorSymbol("-="):
            if index > 0, case .identifier(let name) = tokens[index - 1], flagVariables.contains(name) {
                isAfterFlagAssignment = true
            }
        default:
            break
        }
        if index + 1 < tokens.count, statementOfToken[index + 1] != statementOfToken[index] {
            statementStart = tokens[index + 1]
            isAfterReturn = false
            isAfterFlagAssignment = false
        }
    }

    /// The call whose `(` is at `index`, if an identifier comes before it: which of its arguments
    /// take flags, from the signatures of that name the call's labels fit.
    private mutating func openCall(at index: Int) -> OpenArgument? {
        guard index > 0, case .identifier(let callee) = tokens[index - 1] else { return nil }
        if FlagReferenceFinder.flagAPIs.contains(callee) || isCollectionMethodOfFlagVariable(at: index) {
            return OpenArgument(flagArguments: nil)
        }
        guard let shape = callShapes[index] else { return OpenArgument(flagArguments: []) }
        let key = CallKey(callee: callee, shape: shape)
        if let known = flagArgumentsByCall[key] { return OpenArgument(flagArguments: known) }
        let flagArguments = functions.flagArguments(of: callee, shape)
        flagArgumentsByCall[key] = flagArguments
        return OpenArgument(flagArguments: flagArguments)
    }

    /// Methods of `Set` and `Array` whose arguments are elements, or collections of them.
    private static let elementMethods: Set<String> = [
        "insert", "remove", "contains", "append", "firstIndex", "lastIndex", "update", "union", "formUnion", "subtract",
        "subtracting", "intersection", "formIntersection", "symmetricDifference", "formSymmetricDifference",
        "isSubset", "isSuperset", "isDisjoint",
    ]

    /// `name.insert(`, `name.contains(`…, where the `(` is at `index` and `name` is declared with
    /// a type that holds flags.
    private func isCollectionMethodOfFlagVariable(at index: Int) -> Bool {
        guard index > 2, case .identifier(let method) = tokens[index - 1], Self.elementMethods.contains(method),
            tokens[index - 2] == .punctuation(UInt8(ascii: ".")), case .identifier(let receiver) = tokens[index - 3]
        else { return false }
        return flagVariables.contains(receiver)
    }

    /// Opens a `{`: notes whether it is a `switch` over a flag, the body of the flag type, or a
    /// body that returns flags (a block inside one is too, unless it declares something).
    private mutating func openBrace(at index: Int) {
        braces.append(pendingSwitchSubject?.contains { $0.lowercased().contains("flag") } ?? false)
        let isFlagType = (header.contains("extension") || header.contains("enum")) && header.contains("FeatureFlag")
        flagTypeScopes.append(isFlagType)
        if isFlagType { openFlagTypeScopes += 1 }
        let declares = header.contains { Self.declarationKeywords.contains($0) }
        flagBodyScopes.append(flagBodies.contains(index) || (flagBodyScopes.last == true && !declares))
        pendingSwitchSubject = nil
        header = []
    }

    private static let declarationKeywords = FlagDeclarationScan.typeKeywords.union([
        "func", "var", "let", "init", "subscript",
    ])
}

/// The argument of a call that a token is in.
private struct OpenArgument {
    /// For each argument, whether it goes to a parameter that takes flags; `nil` for a call of
    /// FeatureFlagKit's own API, all of whose arguments are flag context.
    let flagArguments: [Bool]?
    /// The argument the scan is at.
    var argument = 0
    /// `false` inside a `[` in the argument, whose commas separate elements, not arguments.
    var isCallParenthesis = true

    init(flagArguments: [Bool]?) {
        self.flagArguments = flagArguments
    }

    /// A Boolean value indicating whether the argument the scan is at takes flags.
    var takesFlags: Bool {
        guard let flagArguments else { return true }
        return argument < flagArguments.count && flagArguments[argument]
    }
}

/// A callee and the shape of a call to it: what ``FlagFunctionIndex`` answers depends on nothing else.
private struct CallKey: Hashable {
    let callee: String
    let shape: CallShape
}
