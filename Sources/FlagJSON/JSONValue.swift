/// A JSON value and the byte offset where it starts in its document.
///
/// Objects keep their members in document order, duplicates included, so that a
/// validator can report a key that appears twice (Foundation's reader keeps the last
/// one silently).
package struct JSONValue: Sendable, Equatable {
    /// The kinds of JSON value.
    package enum Content: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    package var content: Content
    /// The offset of the value's first byte in the document.
    package var offset: Int
    /// A Boolean value indicating whether the value is a number written with a fraction or an
    /// exponent that is not whole, which a `Double` rounds to a whole number: `1e-400` reads as
    /// 0 and `99.99999999999999999` as 100, and a reader that wants whole numbers must refuse them.
    package var isRoundedToWhole = false
    /// The number exactly, for a number written as digits alone (an optional `-`, no fraction, no
    /// exponent) within the range of `Int` (64-bit); `nil` otherwise. A `Double` keeps only 53 bits,
    /// so `9007199254740993` needs this to be read as written.
    package var exactInteger: Int?

    package init(_ content: Content, offset: Int, isRoundedToWhole: Bool = false, exactInteger: Int? = nil) {
        self.content = content
        self.offset = offset
        self.isRoundedToWhole = isRoundedToWhole
        self.exactInteger = exactInteger
    }
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Sendable, Equatable {
    /// The key, unescaped.
    package var key: String
    /// The offset of the key's opening quote.
    package var keyOffset: Int
    package var value: JSONValue

    package init(key: String, keyOffset: Int, value: JSONValue) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

extension JSONValue {
    /// The kind of value with its article, for messages: "a string", "an object".
    package var kindDescription: String {
        switch content {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    package var stringValue: String? {
        if case .string(let string) = content { string } else { nil }
    }

    package var boolValue: Bool? {
        if case .bool(let bool) = content { bool } else { nil }
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let elements) = content { elements } else { nil }
    }

    package var objectValue: [JSONMember]? {
        if case .object(let members) = content { members } else { nil }
    }
}
