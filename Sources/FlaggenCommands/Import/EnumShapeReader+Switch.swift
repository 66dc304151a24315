import FlagGenerator
import FlagJSON

extension EnumShapeReader {
    /// Reads `var name: Type { [get {] … switch self { … } }`; returns the position after it.
    mutating func readProperty(at place: Int, into shape: inout EnumShape) -> Int {
        guard case .identifier(let name) = cursor.token(at: place + 1),
            cursor.token(at: place + 2) == .punctuation(UInt8(ascii: ":"))
        else { return place + 1 }
        var open = place + 3
        var typeText = ""
        while let token = cursor.token(at: open), token != .punctuation(UInt8(ascii: "{")) {
            if token == .operatorSymbol("=") || token == .identifier("var") || token == .punctuation(UInt8(ascii: "}"))
            {
                return open
            }
            typeText += RuleText.text(of: token)
            open += 1
        }
        let end = cursor.afterClosingBracket(from: open)
        if let found = selfSwitch(inBodyOpeningAt: open) {
            shape.switches.append(
                SelfSwitch(
                    propertyName: name, typeText: typeText, location: cursor.location(at: place + 1),
                    preambleLocation: found.preamble, arms: arms(ofSwitchOpeningAt: found.open)))
        }
        return end
    }

    /// The `{` of the `switch self` that is the body (or the getter's body) opening at `open`,
    /// and where statements before it start, if there are any.
    private func selfSwitch(inBodyOpeningAt open: Int) -> (open: Int, preamble: SourceLocation?)? {
        var start = open + 1
        if cursor.token(at: start) == .identifier("get"), cursor.token(at: start + 1) == .punctuation(UInt8(ascii: "{"))
        {
            start += 2
        }
        let close = cursor.afterClosingBracket(from: open) - 1
        var place = start
        while place < close {
            if cursor.token(at: place) == .identifier("switch"), cursor.token(at: place + 1) == .identifier("self"),
                cursor.token(at: place + 2) == .punctuation(UInt8(ascii: "{"))
            {
                let statementStart = cursor.token(at: place - 1) == .identifier("return") ? place - 1 : place
                return (place + 2, statementStart > start ? cursor.location(at: start) : nil)
            }
            place = cursor.opensBracket(at: place) ? cursor.afterClosingBracket(from: place) : place + 1
        }
        return nil
    }

    /// The arms of the switch whose `{` is at `open`.
    private func arms(ofSwitchOpeningAt open: Int) -> [SwitchArm] {
        let close = cursor.afterClosingBracket(from: open) - 1
        var arms: [SwitchArm] = []
        var place = open + 1
        while place < close {
            let armStart = place
            if cursor.token(at: place) == .other, cursor.token(at: place + 1) == .identifier("unknown") { place += 2 }
            let isDefault = cursor.token(at: place) == .identifier("default")
            var arm = SwitchArm(
                caseNames: [], isDefault: isDefault, body: 0..<0, location: cursor.location(at: armStart))
            place = isDefault ? place + 1 : readPatterns(from: place + 1, into: &arm)
            place += 1  // the `:`
            let bodyStart = place
            while place < close, !startsArm(at: place) {
                place = cursor.opensBracket(at: place) ? cursor.afterClosingBracket(from: place) : place + 1
            }
            arm.body = bodyStart..<place
            arms.append(arm)
        }
        return arms
    }

    private func startsArm(at place: Int) -> Bool {
        switch cursor.token(at: place) {
        case .identifier("default"): return cursor.token(at: place + 1) == .punctuation(UInt8(ascii: ":"))
        case .identifier("case"):
            let previous = cursor.token(at: place - 1)
            return ![SwiftToken.identifier("if"), .identifier("guard"), .identifier("while"), .identifier("for")]
                .contains(previous)
        case .other: return cursor.token(at: place + 1) == .identifier("unknown")
        default: return false
        }
    }

    /// Reads `.a, Type.b` up to the `:`; a pattern of any other form is noted in `arm`.
    /// Returns the position of the `:`.
    private func readPatterns(from start: Int, into arm: inout SwitchArm) -> Int {
        var place = start
        while let token = cursor.token(at: place), token != .punctuation(UInt8(ascii: ":")) {
            let patternStart = place
            if token == .punctuation(UInt8(ascii: ".")), case .identifier(let name) = cursor.token(at: place + 1) {
                arm.caseNames.append(name)
                place += 2
            } else if case .identifier = token, cursor.token(at: place + 1) == .punctuation(UInt8(ascii: ".")),
                case .identifier(let name) = cursor.token(at: place + 2)
            {
                arm.caseNames.append(name)
                place += 3
            }
            let isSeparator = [SwiftToken.punctuation(UInt8(ascii: ",")), .punctuation(UInt8(ascii: ":"))].contains(
                cursor.token(at: place))
            if place == patternStart || !isSeparator {
                arm.unreadPatternLocation = arm.unreadPatternLocation ?? cursor.location(at: place)
                while let next = cursor.token(at: place), next != .punctuation(UInt8(ascii: ",")),
                    next != .punctuation(UInt8(ascii: ":"))
                {
                    place = cursor.opensBracket(at: place) ? cursor.afterClosingBracket(from: place) : place + 1
                }
            }
            if cursor.token(at: place) == .punctuation(UInt8(ascii: ",")) { place += 1 }
        }
        return place
    }
}
