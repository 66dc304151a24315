import FlagJSON

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

/// How messages name a rule: `'newEditor'` for a flag's only rule object, `rule 2 of
/// 'newEditor'` for an element of its list. Built into text only when a problem is reported,
/// so that decoding well-formed rules formats nothing.
struct RuleSubject: CustomStringConvertible {
    let key: String
    /// The rule's position in the flag's list, from 1, or `nil` for a lone rule object.
    let number: Int?

    var description: String {
        number.map { "rule \($0) of \(QuotedText.quoted(key))" } ?? QuotedText.quoted(key)
    }
}
