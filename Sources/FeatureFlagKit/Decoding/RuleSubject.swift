import FlagJSON

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
