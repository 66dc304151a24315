import FlagGenerator

extension RuleExpressionReader {
    /// `true`, `false`, `(…)`, a comparison with the current configuration, or `[…].contains(…)`.
    mutating func parseKnownTerm() -> RuleBounds? {
        switch cursor.token(at: place) {
        case .identifier("true"):
            place += 1
            return .exactly(Set(configurations.indices))
        case .identifier("false"):
            place += 1
            return .exactly([])
        case .punctuation(UInt8(ascii: "(")):
            guard enterNesting() else { return .unknown(count: configurations.count) }
            defer { leaveNesting() }
            place += 1
            let bounds = parseOr()
            guard cursor.token(at: place) == .punctuation(UInt8(ascii: ")")) else { return nil }
            place += 1
            return bounds
        case .punctuation(UInt8(ascii: "[")):
            return parseContains()
        default:
            return parseVariantRead() ?? parseComparison()
        }
    }

    /// `T.name` or `name`, where `name` is a property mapped with `--condition`: its value in
    /// the variant being evaluated.
    private mutating func parseVariantRead() -> RuleBounds? {
        let start = place
        if case .identifier = cursor.token(at: place), cursor.token(at: place + 1) == .punctuation(UInt8(ascii: ".")) {
            place += 2
        }
        guard case .identifier(let name) = cursor.token(at: place), let value = variantValues[name] else {
            place = start
            return nil
        }
        place += 1
        if !variantsRead.contains(name) { variantsRead.append(name) }
        return .exactly(value ? Set(configurations.indices) : [])
    }

    /// `T.current == .x`, `T.current != .x` or `T.current ~= [.x, .y]`.
    private mutating func parseComparison() -> RuleBounds? {
        guard skipCurrent(), case .operatorSymbol(let symbol) = cursor.token(at: place) else { return nil }
        place += 1
        switch symbol {
        case "==": return configuration().map { .exactly([$0]) }
        case "!=": return configuration().map { RuleBounds.exactly([$0]).negated(count: configurations.count) }
        case "~=": return list().map { .exactly($0) }
        default: return nil
        }
    }

    /// `[.x, .y].contains(T.current)`.
    private mutating func parseContains() -> RuleBounds? {
        guard let members = list(), cursor.token(at: place) == .punctuation(UInt8(ascii: ".")),
            cursor.token(at: place + 1) == .identifier("contains"),
            cursor.token(at: place + 2) == .punctuation(UInt8(ascii: "("))
        else { return nil }
        place += 3
        guard skipCurrent(), cursor.token(at: place) == .punctuation(UInt8(ascii: ")")) else { return nil }
        place += 1
        return .exactly(members)
    }

    /// Moves past `T.current`; `false` if it is not there.
    private mutating func skipCurrent() -> Bool {
        guard cursor.token(at: place) == .identifier(configurationType),
            cursor.token(at: place + 1) == .punctuation(UInt8(ascii: ".")),
            cursor.token(at: place + 2) == .identifier("current")
        else { return false }
        place += 3
        return true
    }

    /// `[.x, T.y]` (a trailing comma allowed): the configurations' indices.
    private mutating func list() -> Set<Int>? {
        guard cursor.token(at: place) == .punctuation(UInt8(ascii: "[")) else { return nil }
        place += 1
        var members: Set<Int> = []
        while cursor.token(at: place) != .punctuation(UInt8(ascii: "]")) {
            guard let member = configuration() else { return nil }
            members.insert(member)
            if cursor.token(at: place) == .punctuation(UInt8(ascii: ",")) { place += 1 }
        }
        place += 1
        return members
    }

    /// `.x` or `T.x`, where `x` is a configuration: its index.
    private mutating func configuration() -> Int? {
        if cursor.token(at: place) == .identifier(configurationType) { place += 1 }
        guard cursor.token(at: place) == .punctuation(UInt8(ascii: ".")),
            case .identifier(let name) = cursor.token(at: place + 1),
            let index = configurations.firstIndex(of: name)
        else { return nil }
        place += 2
        return index
    }
}
