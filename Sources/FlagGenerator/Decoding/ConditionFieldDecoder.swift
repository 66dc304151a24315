import FlagJSON

/// Reads a compilation condition written as a JSON string: a configuration's `condition` and a
/// flag's `"enabled": { "if": … }` share the grammar, the limits and the messages.
enum ConditionFieldDecoder {
    /// The condition `text` (the string at `value`) spells, or `nil` after reporting why the
    /// manifest rejects it.
    ///
    /// - Parameters:
    ///   - subject: how the message names the field, such as "the condition of configuration 'x'".
    ///   - fields: the object the field is in, whose collector gets the error.
    static func decode(_ text: String, at value: JSONValue, subject: String, in fields: FieldReader)
        -> CompilationCondition?
    {
        do {
            return try CompilationConditionParser.parse(text)
        } catch {
            // The offset is into the unescaped text; conditions have no reason to contain escapes.
            fields.diagnostics.error("\(subject) \(error.message).", at: value.offset + 1 + error.offset)
            return nil
        }
    }
}
