import FlagJSON

/// Reads a flag's rules straight from the payload's bytes, without building a JSON tree, when
/// they are the common well-formed kind: every field known, present once and valid.
///
/// It answers `nil` at the first thing that isn't (a syntax error, an unknown or repeated
/// field, a bad value, a string with escapes where it compares bytes); the caller then reads
/// the value again from the same place into a tree and decodes it with
/// ``TargetingRuleDecoder``, which reports every problem exactly as it always did. So for any
/// rules this reader accepts, it must give what ``TargetingRuleDecoder`` gives; the payload
/// fuzz test checks that against the tree reader.
///
/// ```swift
/// var attempt = scanner
/// if let rules = DirectRuleReader.rules(&attempt) { scanner = attempt } else { … parseValue() … }
/// ```
package enum DirectRuleReader {
    /// The rules of the rule object or list at `scanner`'s index, leaving the scanner after it;
    /// `nil` (and the scanner anywhere) for anything else.
    package static func rules(_ scanner: inout JSONScanner) -> [TargetingRule]? {
        (try? readRules(&scanner)) ?? nil
    }

    private static func readRules(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> [TargetingRule]? {
        switch scanner.nextByte {
        case UInt8(ascii: "{"):
            return try rule(&scanner).map { [$0] }
        case UInt8(ascii: "["):
            var rules: [TargetingRule] = []
            guard try scanner.enterArray() else { return rules }
            rules.reserveCapacity(2)  // lists are short: spares growing from one rule to two
            repeat {
                guard scanner.nextByte == UInt8(ascii: "{"), let rule = try rule(&scanner) else { return nil }
                rules.append(rule)
            } while try scanner.nextElement()
            return rules
        default:
            return nil
        }
    }

    /// The rule object at the scanner's index.
    private static func rule(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> TargetingRule? {
        var rule = TargetingRule(value: false)
        var value: Bool?
        var seen: UInt16 = 0
        guard try scanner.enterObject() else { return nil }
        repeat {
            let keyOffset = scanner.index
            guard let name = scanner.parsePlainString(), let field = RuleField(utf8: name), seen & field.bit == 0 else { return nil }
            seen |= field.bit
            try scanner.consumeColon(afterKeyAt: keyOffset)
            if field == .value {
                guard case .bool(let flag) = try scanner.parseValue().content else { return nil }
                value = flag
            } else {
                guard try read(field, from: &scanner, into: &rule) else { return nil }
            }
        } while try scanner.nextMember()
        guard let value else { return nil }
        rule.value = value
        return rule
    }

    /// Reads the value of `field` into `rule`; returns whether it was valid.
    private static func read(_ field: RuleField, from scanner: inout JSONScanner, into rule: inout TargetingRule) throws(JSONSyntaxError) -> Bool {
        switch field {
        case .value: false  // read by rule(_:), which must know whether it is missing
        case .configurations: store(try strings(&scanner), at: \.configurations, in: &rule)
        case .rollout: store(try rollout(&scanner), at: \.rollout, in: &rule)
        case .group: store(try string(&scanner).flatMap { $0.isEmpty ? nil : $0 }, at: \.group, in: &rule)
        case .units: store(try strings(&scanner), at: \.units, in: &rule)
        case .appVersion: store(try versionRange(&scanner), at: \.appVersion, in: &rule)
        case .build: store(try versionRange(&scanner), at: \.build, in: &rule)
        case .osVersion: store(try versionRange(&scanner), at: \.osVersion, in: &rule)
        case .platforms: store(try platforms(&scanner), at: \.platforms, in: &rule)
        }
    }

    /// Stores `value` in `rule` if it was read; returns whether it was. (Checking the value
    /// before storing it: testing the stored optional would copy it.)
    private static func store<Value>(_ value: Value?, at field: WritableKeyPath<TargetingRule, Value?>, in rule: inout TargetingRule) -> Bool {
        guard let value else { return false }
        rule[keyPath: field] = value
        return true
    }

    private static func rollout(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> Int? {
        guard let byte = scanner.nextByte, byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        let number = try scanner.parseNumber()
        return number.rounded() == number && (0...100).contains(number) ? Int(number) : nil
    }

    private static func platforms(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> [TargetPlatform]? {
        guard let names = try strings(&scanner) else { return nil }
        let platforms = names.compactMap(TargetPlatform.init(rawValue:))
        return platforms.count == names.count ? platforms : nil
    }

    /// `{ "min": "24.3", "max": "25" }`, either bound optional, `min` below `max`.
    private static func versionRange(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> VersionRange? {
        guard scanner.nextByte == UInt8(ascii: "{"), try scanner.enterObject() else { return nil }
        var range = VersionRange()
        repeat {
            let keyOffset = scanner.index
            guard let name = scanner.parsePlainString() else { return nil }
            try scanner.consumeColon(afterKeyAt: keyOffset)
            guard let text = scanner.parsePlainString(), let version = Version(utf8: text) else { return nil }
            if name.spells("min"), range.min == nil {
                range.min = version
            } else if name.spells("max"), range.max == nil {
                range.max = version
            } else {
                return nil
            }
        } while try scanner.nextMember()
        if let lower = range.min, let upper = range.max, lower >= upper { return nil }
        return range
    }

    /// An array of strings.
    private static func strings(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> [String]? {
        guard scanner.nextByte == UInt8(ascii: "[") else { return nil }
        var strings: [String] = []
        guard try scanner.enterArray() else { return strings }
        repeat {
            guard let string = try string(&scanner) else { return nil }
            strings.append(string)
        } while try scanner.nextElement()
        return strings
    }

    private static func string(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> String? {
        scanner.nextByte == UInt8(ascii: "\"") ? try scanner.parseString() : nil
    }
}
