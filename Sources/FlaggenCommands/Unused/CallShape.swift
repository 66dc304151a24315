/// What a call `name(…)` shows of the function it calls: its argument labels, and whether a
/// `{` follows its `)` on the same line (a trailing closure, or the body of an `if`: both are
/// accepted).
struct CallShape: Hashable {
    /// Each argument's label; `nil` for an unlabeled argument.
    var labels: [String?] = []
    var hasTrailingClosure = false

    /// The shape of every call whose callee (the identifier before its `(`) satisfies
    /// `isTracked`, by the index of its `(`. One pass, with a stack of open brackets.
    static func shapes(of tokens: [SwiftToken], where isTracked: (String) -> Bool) -> [Int: CallShape] {
        var shapes: [Int: CallShape] = [:]
        /// Open brackets: for a tracked call, its `(` and whether its next token starts an argument.
        var open: [(call: Int, atArgumentStart: Bool)?] = []
        for (index, token) in tokens.enumerated() where token != .newline {
            if let call = open.last??.call, open.last??.atArgumentStart == true {
                open[open.count - 1] = (call, false)
                if token != .punctuation(UInt8(ascii: ")")) {
                    shapes[call]?.labels.append(label(at: index, in: tokens))
                }
            }
            switch token {
            case .punctuation(UInt8(ascii: "(")):
                let isCall =
                    if index > 0, case .identifier(let name) = tokens[index - 1] { isTracked(name) } else { false }
                open.append(isCall ? (index, true) : nil)
                if isCall { shapes[index] = CallShape() }
            case .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
                open.append(nil)
            case .punctuation(UInt8(ascii: ",")):
                if let call = open.last??.call { open[open.count - 1] = (call, true) }
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
                if let call = open.popLast()??.call, token == .punctuation(UInt8(ascii: ")")) {
                    shapes[call]?.hasTrailingClosure =
                        index + 1 < tokens.count && tokens[index + 1] == .punctuation(UInt8(ascii: "{"))
                }
            default:
                break
            }
        }
        return shapes
    }

    /// The label of the argument that starts at `index`: an identifier followed by `:`.
    private static func label(at index: Int, in tokens: [SwiftToken]) -> String? {
        guard case .identifier(let name) = tokens[index], index + 1 < tokens.count,
            tokens[index + 1] == .punctuation(UInt8(ascii: ":"))
        else { return nil }
        return name
    }
}
