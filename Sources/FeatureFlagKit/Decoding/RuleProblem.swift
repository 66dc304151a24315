/// Something wrong with a flag's rules in a payload: a full sentence, and the byte offset in
/// the payload that it is about.
package struct RuleProblem: Sendable, Hashable {
    /// What is wrong and how to fix it.
    package var message: String
    package var offset: Int

    package init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// The problems that made a flag's rules unusable, all of them, in document order.
package struct RuleDecodingError: Error, Sendable, Hashable {
    /// The problems, at least one.
    package var problems: [RuleProblem]
}
