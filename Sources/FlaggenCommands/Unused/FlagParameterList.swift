/// A declaration's parameter list, read from its `(` to the matching `)` across lines:
/// attributes, `inout`, generic types with commas (`Dictionary<String, Int>`) and default
/// values with brackets or closures are stepped over.
struct FlagParameterList {
    private(set) var parameters: [FlagSignature.Parameter] = []
    /// The index after the closing `)`, or the end of the tokens if it never closes.
    private(set) var end: Int

    /// The tokens of the parameter being read, without line ends.
    private var current: [SwiftToken] = []
    /// Where its `:` and its default value's `=` are in `current`.
    private var colon: Int?
    private var equals: Int?

    init(tokens: [SwiftToken], open: Int) {
        end = tokens.count
        var depth = 0
        var angles = 0
        for position in (open + 1)..<max(open + 1, tokens.count) {
            let token = tokens[position]
            switch token {
            case .newline:
                continue
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
                depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
                guard depth > 0 else {
                    finishParameter()
                    end = position + 1
                    return
                }
                depth -= 1
            case .punctuation(UInt8(ascii: ",")) where depth == 0 && angles == 0:
                finishParameter()
                continue
            case .punctuation(UInt8(ascii: ":")) where depth == 0 && angles == 0 && colon == nil:
                colon = current.count
            case .operatorSymbol(let symbol) where depth == 0 && equals == nil:
                if colon != nil, symbol == "=" {
                    equals = current.count
                } else {
                    angles = max(0, angles + Self.angleChange(symbol))
                }
            default:
                break
            }
            current.append(token)
        }
    }

    /// How many `<` an operator opens, less the `>` it closes (`->` is neither).
    private static func angleChange(_ symbol: String) -> Int {
        guard symbol != "->" else { return 0 }
        return symbol.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "<") ? 1 : $1 == UInt8(ascii: ">") ? -1 : 0) }
    }

    /// Reads `current` as `[attributes] [label] name: Type [= default]`.
    private mutating func finishParameter() {
        defer { (current, colon, equals) = ([], nil, nil) }
        guard let colon else { return }
        var names: [String] = []
        for (position, token) in current[..<colon].enumerated() {
            // An identifier after `@` (an `.other` token) is an attribute's name.
            if case .identifier(let word) = token, position == 0 || current[position - 1] != .other {
                names.append(word)
            }
        }
        let label = names.first.flatMap { $0 == "_" ? nil : $0 }
        let type = FlagTypeName(current[(colon + 1)..<(equals ?? current.count)])
        parameters.append(
            FlagSignature.Parameter(
                label: label, takesFlags: type.holdsFlags, hasDefault: equals != nil, isVariadic: type.isVariadic,
                isFunction: type.isFunction))
    }
}
