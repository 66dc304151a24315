import FlagJSON
import ManifestVocabulary

/// A typed flag's compiled value as the manifest writes it: an integer, a finite double or a
/// string.
package enum TypedLiteral: Sendable, Hashable {
    case integer(Int)
    case double(Double)
    case string(String)

    /// Why the value is outside `type`'s bounds, as a clause (`is above its maximum 500`), or
    /// `nil` if it is within them: the clauses the runtime gives for remote values too.
    package func violation(of type: ValueType) -> String? {
        switch self {
        case .integer(let value): type.violation(ofInteger: value)
        case .double(let value): type.violation(ofDouble: value)
        case .string(let value): type.violation(ofString: value)
        }
    }

    /// The value as messages and doc comments show it: `25`, `300`, `"help@example.com"`
    /// (escaped, on one line).
    package var text: String {
        switch self {
        case .integer(let value): String(value)
        case .double(let value): JSONOutput.numberText(value)
        case .string(let value): SwiftLiteral.string(value)
        }
    }
}
