import FlagGenerator

/// Reads the enums of a Swift file, and the switches of their extensions, from its tokens.
///
/// Only declarations directly inside an enum or extension body are read: a `case` there is an
/// enum case, and a `var` there with a `switch self` body is a per-case property.
struct EnumShapeReader {
    var cursor: TokenCursor

    /// The enums declared in the source of `cursor`, in order, with the switches of their
    /// extensions added.
    static func enums(in cursor: TokenCursor) -> [EnumShape] {
        var reader = EnumShapeReader(cursor: cursor)
        reader.cursor.position = 0
        var enums: [EnumShape] = []
        var extensionSwitches: [String: [SelfSwitch]] = [:]
        while let token = reader.cursor.token() {
            let place = reader.cursor.position
            reader.cursor.position += 1
            guard case .identifier(let keyword) = token, keyword == "enum" || keyword == "extension",
                case .identifier(let name) = reader.cursor.token(), let open = reader.bodyStart(after: place)
            else { continue }
            var shape = EnumShape(
                name: name, isPublic: reader.isPublic(declarationAt: place),
                location: reader.cursor.location(at: place + 1))
            reader.readBody(openingAt: open, into: &shape)
            if keyword == "enum" { enums.append(shape) } else { extensionSwitches[name, default: []] += shape.switches }
            reader.cursor.position = reader.cursor.afterClosingBracket(from: open)
        }
        return enums.map { shape in
            var shape = shape
            shape.switches += extensionSwitches[shape.name] ?? []
            return shape
        }
    }

    /// The position of the `{` that opens the body of the declaration at `place`; `nil` when a
    /// `}` or another declaration comes first. Stopping at the next declaration keeps a body
    /// from being taken from the declaration after, and the scans linear in the file.
    private func bodyStart(after place: Int) -> Int? {
        var current = place + 1
        while let token = cursor.token(at: current) {
            if token == .punctuation(UInt8(ascii: "{")) { return current }
            if token == .punctuation(UInt8(ascii: "}")) { return nil }
            if case .identifier(let word) = token, Self.declarationKeywords.contains(word) { return nil }
            current += 1
        }
        return nil
    }

    private static let declarationKeywords: Set<String> = [
        "enum", "extension", "struct", "class", "actor", "protocol", "func", "var", "let", "case", "import",
        "typealias",
    ]

    /// A Boolean value indicating whether a `public` modifier precedes the declaration at `place`.
    private func isPublic(declarationAt place: Int) -> Bool {
        var current = place - 1
        while case .identifier(let word) = cursor.token(at: current), Self.modifiers.contains(word) {
            if word == "public" || word == "open" { return true }
            current -= 1
        }
        return false
    }

    private static let modifiers: Set<String> = [
        "public", "open", "internal", "indirect", "nonisolated", "final", "objc", "frozen",
    ]

    private mutating func readBody(openingAt open: Int, into shape: inout EnumShape) {
        let close = cursor.afterClosingBracket(from: open) - 1
        var place = open + 1
        while place < close {
            if cursor.token(at: place) == .identifier("case") {
                place = readCases(from: place + 1, into: &shape)
            } else if cursor.token(at: place) == .identifier("var"), !isStatic(place) {
                place = readProperty(at: place, into: &shape)
            } else {
                place = cursor.opensBracket(at: place) ? cursor.afterClosingBracket(from: place) : place + 1
            }
        }
    }

    private func isStatic(_ place: Int) -> Bool {
        [SwiftToken.identifier("static"), .identifier("class")].contains(cursor.token(at: place - 1))
    }

    /// Reads `a, b = 2, c = "c"` after a `case`; returns the position after the list.
    private func readCases(from start: Int, into shape: inout EnumShape) -> Int {
        var place = start
        while case .identifier(let name) = cursor.token(at: place) {
            shape.cases.append((name, cursor.location(at: place)))
            place += 1
            if cursor.opensBracket(at: place) { place = cursor.afterClosingBracket(from: place) }
            if cursor.token(at: place) == .operatorSymbol("=") {
                place += 1
                if case .operatorSymbol = cursor.token(at: place) { place += 1 }
                place += 1
            }
            guard cursor.token(at: place) == .punctuation(UInt8(ascii: ",")) else { break }
            place += 1
        }
        return place
    }
}
