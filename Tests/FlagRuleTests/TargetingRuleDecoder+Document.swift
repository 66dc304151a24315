import FeatureFlagKit
import FlagJSON

extension TargetingRuleDecoder {
    /// The rules of the flag `key` in `json`, a whole JSON document holding only its value.
    ///
    /// - Throws: a ``JSONSyntaxError``, or a ``RuleDecodingError`` with every problem.
    static func decode(_ json: [UInt8], key: String) throws -> [TargetingRule] {
        try decodeNotingRepeats(json, key: key).rules
    }

    /// The rules of the flag `key` in `json`, as ``decode(_:key:)`` reads them, and the notes of
    /// what they had twice.
    static func decodeNotingRepeats(_ json: [UInt8], key: String) throws -> (
        rules: [TargetingRule], notes: [RuleProblem]
    ) {
        var notes: [RuleProblem] = []
        let result = try json.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var scanner = JSONScanner(buffer, maximumDepth: 16)
            try scanner.beginDocument()
            let rules = try read(&scanner, key: key, notes: &notes)
            try scanner.endDocument()
            return rules
        }
        return (try result.get(), notes)
    }
}
