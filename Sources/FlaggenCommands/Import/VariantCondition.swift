import FlagGenerator
import FlagJSON
import FlaggenCommandLine

/// An app-variant read that `flaggen import --condition NAME=CONDITION` maps to a manifest
/// `if`: `AppConfiguration.isJetpack` (or a bare `isJetpack`) is true exactly in builds where
/// `JETPACK` is defined.
package struct VariantCondition: Sendable, Equatable {
    /// The property the hand-written rules read, such as `isJetpack`.
    package var name: String
    /// The compilation condition that is true exactly when the property is.
    package var condition: CompilationCondition

    /// Creates a mapping.
    package init(name: String, condition: CompilationCondition) {
        self.name = name
        self.condition = condition
    }

    /// Reads `NAME=CONDITION`, the value of `--condition`.
    package static func parse(_ text: String) throws(UsageError) -> VariantCondition {
        guard let equals = text.firstIndex(of: "="), isPropertyName(text[..<equals]) else {
            throw UsageError(
                message: "--condition \(QuotedText.quoted(text)) must be NAME=CONDITION, such as isJetpack=JETPACK.")
        }
        do {
            return VariantCondition(
                name: String(text[..<equals]),
                condition: try CompilationConditionParser.parse(String(text[text.index(after: equals)...])))
        } catch {
            throw UsageError(message: "the condition of --condition \(QuotedText.quoted(text)) \(error.message).")
        }
    }

    private static func isPropertyName(_ name: Substring) -> Bool {
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }
}
