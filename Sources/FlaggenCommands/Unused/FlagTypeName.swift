/// Reads the type written in a parameter, property or result declaration, as far as finding
/// flag uses needs: whether it holds flags, is variadic, or is a function.
struct FlagTypeName {
    /// The types whose values are flags, once attributes, modifiers, a module name and a
    /// trailing `?`, `!` or `...` are taken off.
    private static let flagTypes: Set<String> = [
        "FeatureFlag", "[FeatureFlag]", "Set<FeatureFlag>", "Array<FeatureFlag>",
    ]
    /// Words before a type that don't change what it holds.
    private static let modifiers: Set<String> = [
        "inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "some", "any",
    ]

    /// A Boolean value indicating whether it is `FeatureFlag`, `[FeatureFlag]` or `Set<FeatureFlag>`,
    /// optional or variadic.
    let holdsFlags: Bool
    /// A Boolean value indicating whether it ends with `...`.
    let isVariadic: Bool
    /// A Boolean value indicating whether it is a function type (has `->`).
    let isFunction: Bool

    /// Reads the tokens of a type.
    init(_ tokens: ArraySlice<SwiftToken>) {
        var text = Self.text(of: tokens)
        isFunction = text.contains("->")
        isVariadic = text.hasSuffix("...")
        if isVariadic { text.removeLast(3) }
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        holdsFlags = Self.flagTypes.contains(text)
    }

    /// The type written without spaces, attributes (`@escaping`), modifiers (`inout`) or a module
    /// name before `FeatureFlag`.
    private static func text(of tokens: ArraySlice<SwiftToken>) -> String {
        var parts: [String] = []
        var isAttributeName = false
        for token in tokens {
            defer { isAttributeName = token == .other }
            switch token {
            case .other, .newline:
                continue
            case .identifier(let word) where isAttributeName || modifiers.contains(word):
                continue
            case .identifier("FeatureFlag")
            where parts.count >= 2 && parts.last == "." && parts[parts.count - 2].first?.isLetter == true:
                parts.removeLast(2)
                parts.append("FeatureFlag")
            case .identifier(let word):
                parts.append(word)
            case .punctuation(let byte):
                parts.append(String(UnicodeScalar(byte)))
            case .operatorSymbol(let symbol):
                parts.append(symbol)
            default:
                parts.append(" ")
            }
        }
        return parts.joined()
    }
}
