/// Rules for the names that become Swift enum cases.
package enum SwiftIdentifier {
    /// A Boolean value indicating whether `name` is an ASCII Swift identifier:
    /// a letter or `_`, then letters, digits or `_`.
    package static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, isHead(first) else { return false }
        return name.utf8.allSatisfy { isHead($0) || isDigit($0) }
    }

    /// `name` as it must be written in Swift source: in backticks if it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as it must be written after a dot (`.name`, `FeatureFlag.name`): in backticks only
    /// where Swift reads it otherwise. After a dot every keyword is a member name (checked
    /// against Swift 6.3) except `init`, an initializer, and `self`, the type itself.
    static func member(_ name: String) -> String {
        name == "init" || name == "self" ? "`\(name)`" : name
    }

    /// The words that can only be enum cases in backticks (checked against Swift 6.3).
    package static let keywords: Set<String> = [
        "Any", "Self", "_", "as", "associatedtype", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal",
        "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
        "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// Names Swift gives a meaning on every type, so no case can take them.
    static let reservedOnEveryType: Set<String> = ["Type", "Protocol"]

    /// A Boolean value indicating whether `byte` can start an identifier: an ASCII letter or `_`.
    static func isHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    /// A Boolean value indicating whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
