import FlagJSON

/// A flag's value as stored or sent: `true` or `false` for a Boolean flag, a variant's name for
/// a variant flag, a number or a string for a typed flag.
///
/// Literals work where a value is expected, so stored local overrides and tests' overrides
/// read as the JSON does:
///
/// ```swift
/// let overrides: [String: FlagValue] = [
///     "newEditor": true, "checkoutFlow": "oneStep", "uploadLimit": 100, "refreshInterval": 2.5,
///     "supportEmail": .string("qa@example.com"),
/// ]
/// ```
///
/// Whether a value fits its flag is checked when it is used: a store refuses a variant name its
/// flag doesn't declare, a value of another kind, and a typed value outside its flag's bounds.
/// A string literal is always a variant's name, so `"true"` is not `true`, and a string flag's
/// value is written `.string("…")`: neither is ever taken for the other. An integer is also a
/// double flag's value when a `Double` holds it exactly.
public enum FlagValue: Sendable, Hashable, CustomStringConvertible, ExpressibleByBooleanLiteral,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// A Boolean flag's value.
    case bool(Bool)
    /// A variant flag's value: the name of one of its variants, as the manifest spells it.
    case variant(String)
    /// An integer flag's value.
    case integer(Int)
    /// A double flag's value, a finite number.
    case double(Double)
    /// A string flag's value.
    case string(String)

    /// Creates a Boolean flag's value from `true` or `false`.
    ///
    /// - Parameter value: the literal.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// Creates a variant flag's value from a variant's name.
    ///
    /// - Parameter value: the variant's name.
    public init(stringLiteral value: String) {
        self = .variant(value)
    }

    /// Creates an integer flag's value (or a double flag's) from an integer literal.
    ///
    /// - Parameter value: the literal.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }

    /// Creates a double flag's value from a floating-point literal.
    ///
    /// - Parameter value: the literal.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }

    /// The value a JSON scalar holds, before its flag says what it means: `true` or `false`, a
    /// string (a variant's name for a variant flag, ``FlagCatalog/conforming(_:at:json:)``), an
    /// integer when the number is written as one within 64 bits, else a double; `nil` for
    /// `null`, an array or an object.
    package init?(json: JSONValue) {
        switch json.content {
        case .bool(let value): self = .bool(value)
        case .string(let value): self = .string(value)
        case .number(let number): self = json.exactInteger.map(FlagValue.integer) ?? .double(number)
        case .null, .array, .object: return nil
        }
    }

    /// The value at `index` of a flag with `variants`, or of a Boolean flag (`nil`), whose
    /// index 1 is on: how stores and explanations keep values.
    package init(index: Int, variants: [String]?) {
        self = variants.map { .variant($0[index]) } ?? .bool(index != 0)
    }

    /// `on`, `off`, the variant's name, the number, or the string in quotes, for explanations.
    package var word: String {
        switch self {
        case .bool(let value): value ? "on" : "off"
        case .variant(let name): name
        case .integer, .double, .string: description
        }
    }

    /// `true`, `false`, the variant's name, the number or the string, unquoted.
    package var text: String {
        switch self {
        case .bool(let value): value ? "true" : "false"
        case .variant(let name), .string(let name): name
        case .integer(let value): String(value)
        case .double(let value): JSONOutput.numberText(value)
        }
    }

    /// The value as JSON writes it: `true`, `false`, the variant's name as a string, a number, or
    /// a string.
    package var json: JSONOutput {
        switch self {
        case .bool(let value): .bool(value)
        case .variant(let name), .string(let name): .string(name)
        case .integer(let value): .integer(value)
        case .double(let value): .number(value)
        }
    }

    /// The name of the value's kind, for messages: `a Boolean`, `a variant's name`, `an
    /// integer`, `a double`, `a string`.
    package var kindDescription: String {
        switch self {
        case .bool: "a Boolean"
        case .variant: "a variant's name"
        case .integer: "an integer"
        case .double: "a double"
        case .string: "a string"
        }
    }

    /// `true` or `false`, a number, the variant's name in single quotes, or the string as a
    /// Swift string literal (`.string("…")`), as messages show a value.
    public var description: String {
        switch self {
        case .variant(let name): QuotedText.quoted(name)
        case .string(let value): JSONString.quoted(value)
        default: text
        }
    }
}
