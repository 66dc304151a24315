/// A checked Swift compilation condition, such as `DEBUG && !ALPHA_BUILD`.
///
/// Only identifiers, `!`, `&&`, `||`, parentheses and the platform functions Swift
/// defines are representable, so rendering one into an `#if` can never inject code.
package indirect enum CompilationCondition: Sendable, Hashable, CustomStringConvertible {
    /// A custom flag such as `ALPHA_BUILD`, set with `-D`.
    case flag(String)
    /// A platform test such as `os(iOS)` or `swift(>=5.9)`: the function and its argument.
    case platform(PlatformFunction, String)
    /// `!condition`.
    case not(CompilationCondition)
    /// `lhs && rhs`.
    case and(CompilationCondition, CompilationCondition)
    /// `lhs || rhs`.
    case or(CompilationCondition, CompilationCondition)
    /// `(condition)`, kept so the rendered text matches what was written.
    case parenthesized(CompilationCondition)

    /// The condition as Swift source, with canonical spacing.
    package var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends the source to `text`: one buffer for the whole tree, where building each
    /// operand's string and copying it into its parent's would be quadratic.
    private func write(to text: inout String) {
        switch self {
        case .flag(let name): text += name
        case .platform(let function, let argument): text += "\(function.rawValue)(\(argument))"
        case .not(let operand):
            text += "!"
            operand.write(to: &text)
        case .and(let lhs, let rhs): write(lhs, " && ", rhs, to: &text)
        case .or(let lhs, let rhs): write(lhs, " || ", rhs, to: &text)
        case .parenthesized(let inner):
            text += "("
            inner.write(to: &text)
            text += ")"
        }
    }

    private func write(
        _ lhs: CompilationCondition, _ operator: String, _ rhs: CompilationCondition, to text: inout String
    ) {
        lhs.write(to: &text)
        text += `operator`
        rhs.write(to: &text)
    }
}
