import FlagJSON

/// Reads a flag's value in a remote payload (a Boolean, a variant's name, a typed flag's number
/// or string, a rule object, or a list of rule objects) into ``TargetingRule``s, straight from the scanner's tokens: the one reader of
/// rules. Only a field whose value is not of the kind it expects is read into a small JSON
/// value, to name what was found.
///
/// A flag whose rules have any problem is dropped whole, every problem reported: dropping one
/// rule of a list would let the rules after it decide for devices it was meant to catch.
package enum TargetingRuleDecoder {
    /// The rules of the flag `key` from its value at `scanner`'s index, leaving the scanner after
    /// the value; a scalar (a Boolean, a variant's name, a typed flag's value) is one rule
    /// without conditions.
    ///
    /// - Parameter notes: gets what the rules had twice (the first occurrence is used), when
    ///   they are returned; when they are not, the repeats are among the problems.
    /// - Throws: a syntax error, which rejects the whole document.
    /// - Returns: the rules, or every problem, in document order, when any rule is malformed.
    package static func read(_ scanner: inout JSONScanner, key: String, notes: inout [RuleProblem])
        throws(JSONSyntaxError) -> Result<[TargetingRule], RuleDecodingError>
    {
        let offset = scanner.index
        var problems: [RuleProblem] = []
        var repeated: [RuleProblem] = []
        var rules: [TargetingRule] = []
        switch scanner.nextByte {
        case UInt8(ascii: "{"):
            var reader = RuleObjectReader(subject: RuleSubject(key: key, number: nil))
            try reader.appendRule(from: &scanner, to: &rules)
            problems = reader.problems
            repeated = reader.notes
        case UInt8(ascii: "["):
            guard try scanner.enterArray() else { return .success([]) }
            var number = 1
            repeat {
                let subject = RuleSubject(key: key, number: number)
                if scanner.nextByte == UInt8(ascii: "{") {
                    var reader = RuleObjectReader(subject: subject)
                    try reader.appendRule(from: &scanner, to: &rules)
                    if !reader.problems.isEmpty { problems += reader.problems }
                    if !reader.notes.isEmpty { repeated += reader.notes }
                } else {
                    let element = try scanner.parseValue()
                    let message =
                        "\(subject) must be an object such as { \"value\": true, \"rollout\": 25 }, not "
                        + "\(element.kindDescription); the entry was ignored."
                    problems.append(RuleProblem(message, at: element.offset))
                }
                number += 1
            } while try scanner.nextElement()
        default:
            let value = try scanner.parseValue()
            if let flagValue = FlagValue(json: value) { return .success([TargetingRule(value: .value(flagValue))]) }
            let message =
                "\(QuotedText.quoted(key)) must be true, false, a variant's name, a number, a string, a rule such as "
                + "{ \"value\": true, \"rollout\": 25 } or a list of rules, not \(value.kindDescription); the entry was ignored."
            problems.append(RuleProblem(message, at: offset))
        }
        guard problems.isEmpty else {
            return .failure(RuleDecodingError(problems: (problems + repeated).sorted { $0.offset < $1.offset }))
        }
        notes += repeated
        return .success(rules)
    }
}
