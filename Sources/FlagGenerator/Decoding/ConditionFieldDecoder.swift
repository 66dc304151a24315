import FlagJSON

/// Reads a compilation condition written as a JSON string: a configuration's `condition` and a
/// flag's `"enabled": { "if": … }` share the grammar, the limits and the messages.
enum ConditionFieldDecoder {
    /// The condition `text` (the string at `value`) spells, or `nil` after reporting why the
    /// manifest rejects it.
    ///
    /// - Parameter subject: how the message names the field, such as "the condition of configuration 'x'".
    static func decode(
        _ text: String, at value: JSONValue, subject: String, diagnostics: DiagnosticCollector
    ) -> CompilationCondition? {
        do {
            return try CompilationConditionParser.parse(text)
        } catch {
            // The offset is into the unescaped text; conditions have no reason to contain escapes.
            diagnostics.error("\(subject) \(error.message).", at: value.offset + 1 + error.offset)
            return nil
        }
    }
}
