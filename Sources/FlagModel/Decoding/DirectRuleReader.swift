import FlagJSON

/// Reads a flag's rules straight from the payload's bytes into the payload's ``RuleTable``,
/// without building a JSON tree or a list of rules, when they are the common well-formed kind:
/// every field known, present once and valid, every string plain ASCII without escapes.
///
/// It answers `nil` at the first thing that isn't (a syntax error, an unknown or repeated
/// field, a bad value, an escape, a number written other than as digits), leaving the scanner
/// and the table as they were; the caller then reads the value again from the same place into
/// a tree and decodes it with ``TargetingRuleDecoder``, which reports every problem exactly as
/// it always did. So for any rules this reader accepts, it must give what
/// ``TargetingRuleDecoder`` gives; the payload fuzz test checks that against the tree reader.
/// (What it accepts nests at most three levels below the entry, well within the scanner's
/// depth limit, so it needs no depth check of its own.)
///
/// ```swift
/// if let rules = DirectRuleReader.entryRules(&scanner, key: key, into: &table) { … } else { … scanner.parseValue() … }
/// ```
package enum DirectRuleReader {
    /// The rules of the flag `key` from the rule object or list at `scanner`'s index, leaving
    /// the scanner after it: a plain entry, or the rules added to `table` as a new flag.
    /// `nil` (the scanner where it was, the table unchanged) for anything else.
    package static func entryRules(_ scanner: inout JSONScanner, key: String, into table: inout RuleTable) -> DecodedRules? {
        let mark = table.mark
        var cursor = RuleCursor(scanner.documentBytes, at: scanner.index)
        guard let rules = readEntry(&cursor, key: key, into: &table) else {
            table.truncate(to: mark)
            return nil
        }
        // A plain entry keeps nothing in the table: the rule it was read as is taken back.
        if case .plain = rules { table.truncate(to: mark) }
        scanner.index = cursor.index
        return rules
    }

    private static func readEntry(_ cursor: inout RuleCursor, key: String, into table: inout RuleTable) -> DecodedRules? {
        if cursor.take(UInt8(ascii: "[")) {
            if cursor.take(UInt8(ascii: "]")) { return .tableFlag(table.closeFlag(key: key)) }
            var isFirst = true
            while true {
                guard let rule = readRule(&cursor, into: &table), let continues = cursor.continues(before: UInt8(ascii: "]")) else { return nil }
                // A list of one rule without conditions is as plain as the rule alone.
                if isFirst, !continues, rule.isPlain { return plainEntry(value: rule.value, readInto: table) }
                table.closeRule(value: rule.value)
                if !continues { break }
                isFirst = false
            }
        } else {
            guard let rule = readRule(&cursor, into: &table) else { return nil }
            if rule.isPlain { return plainEntry(value: rule.value, readInto: table) }
            table.closeRule(value: rule.value)
        }
        return .tableFlag(table.closeFlag(key: key))
    }

    /// The rule just read (still open in `table`, for the caller to take back) as a plain entry.
    private static func plainEntry(value: Bool, readInto table: RuleTable) -> DecodedRules {
        .plain(value: value, configurations: table.openRuleConfigurations)
    }

    /// Reads the rule object at the cursor into the rule being built in `table`, a condition
    /// as each field is read (so that no ``TargetingRule`` is built and copied), for the
    /// caller to close; returns the rule's value and whether it sets nothing but
    /// configurations, or `nil` if it is not the simple well-formed kind.
    private static func readRule(_ cursor: inout RuleCursor, into table: inout RuleTable) -> (value: Bool, isPlain: Bool)? {
        var seen: UInt16 = 0
        var value = false
        // `units` and `rollout` are one condition, in `group`: added once all are read.
        var rollout: Int?
        var units: [String]?
        var group: String?
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        repeat {
            guard let field = cursor.field(), seen & field.bit == 0, cursor.take(UInt8(ascii: ":")) else { return nil }
            seen |= field.bit
            switch field {
            case .value:
                guard let read = cursor.boolean() else { return nil }
                value = read
            case .configurations:
                guard let names = strings(&cursor) else { return nil }
                table.appendCondition(.configurations(names))
            case .rollout:
                guard let percentage = cursor.smallInteger(), percentage <= 100 else { return nil }
                rollout = percentage
            case .group:
                guard let name = cursor.plainString(), !name.isEmpty else { return nil }
                group = String(decoding: name, as: UTF8.self)
            case .units:
                guard let listed = strings(&cursor) else { return nil }
                units = listed
            case .appVersion, .build, .osVersion:
                guard let attribute = field.versionAttribute, let range = versionRange(&cursor) else { return nil }
                table.appendVersionCondition(attribute, range)
            case .platforms:
                guard let platforms = platforms(&cursor) else { return nil }
                table.appendCondition(.platforms(platforms))
            }
            guard let continues = cursor.continues(before: UInt8(ascii: "}")) else { return nil }
            if !continues { break }
        } while true
        guard seen & RuleField.value.bit != 0 else { return nil }
        if rollout != nil || units != nil {
            table.appendCondition(.audience(units: units, rollout: rollout, group: group))
        }
        return (value, seen & ~(RuleField.value.bit | RuleField.configurations.bit) == 0)
    }

    private static func platforms(_ cursor: inout RuleCursor) -> [TargetPlatform]? {
        guard let names = strings(&cursor) else { return nil }
        let platforms = names.compactMap(TargetPlatform.init(rawValue:))
        return platforms.count == names.count ? platforms : nil
    }

    /// `{ "min": "24.3", "max": "25" }`, either bound optional, `min` below `max`.
    private static func versionRange(_ cursor: inout RuleCursor) -> VersionRange? {
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        var range = VersionRange()
        repeat {
            guard cursor.take(UInt8(ascii: "\"")) else { return nil }
            let isMin = cursor.takeWordAndQuote("min")
            guard isMin || cursor.takeWordAndQuote("max"), cursor.take(UInt8(ascii: ":")),
                  let text = cursor.plainString(), let version = Version(utf8: text)
            else { return nil }
            if isMin, range.min == nil {
                range.min = version
            } else if !isMin, range.max == nil {
                range.max = version
            } else {
                return nil
            }
            guard let continues = cursor.continues(before: UInt8(ascii: "}")) else { return nil }
            if !continues { break }
        } while true
        if let lower = range.min, let upper = range.max, lower >= upper { return nil }
        return range
    }

    /// An array of plain strings.
    private static func strings(_ cursor: inout RuleCursor) -> [String]? {
        guard cursor.take(UInt8(ascii: "[")) else { return nil }
        var strings: [String] = []
        if cursor.take(UInt8(ascii: "]")) { return strings }
        repeat {
            guard let string = cursor.plainString() else { return nil }
            strings.append(String(decoding: string, as: UTF8.self))
            guard let continues = cursor.continues(before: UInt8(ascii: "]")) else { return nil }
            if !continues { break }
        } while true
        return strings
    }
}
