import FlagJSON

/// A flag's value as stored or sent: `true` or `false` for a Boolean flag, a variant's name for
/// a variant flag.
///
/// Literals work where a value is expected, so stored local overrides and tests' overrides
/// read as the JSON does:
///
/// ```swift
/// let overrides: [String: FlagValue] = ["newEditor": true, "checkoutFlow": "oneStep"]
/// ```
///
/// Whether a value fits its flag is checked when it is used: a store refuses a variant name its
/// flag doesn't declare, and a Boolean for a variant flag. A string literal is always a
/// variant's name, so `"true"` is not `true`: a Boolean flag refuses it.
public enum FlagValue: Sendable, Hashable, CustomStringConvertible, ExpressibleByBooleanLiteral,
    ExpressibleByStringLiteral
{
    /// A Boolean flag's value.
    case bool(Bool)
    /// A variant flag's value: the name of one of its variants, as the manifest spells it.
    case variant(String)

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

    /// The value at `index` of a flag with `variants`, or of a Boolean flag (`nil`), whose
    /// index 1 is on: how stores and explanations keep values.
    package init(index: Int, variants: [String]?) {
        self = variants.map { .variant($0[index]) } ?? .bool(index != 0)
    }

    /// `on`, `off`, or the variant's name, for explanations.
    package var word: String {
        switch self {
        case .bool(let value): value ? "on" : "off"
        case .variant(let name): name
        }
    }

    /// `true`, `false`, or the variant's name, unquoted.
    package var text: String {
        switch self {
        case .bool(let value): value ? "true" : "false"
        case .variant(let name): name
        }
    }

    /// The value as JSON writes it: `true`, `false`, or the variant's name as a string.
    package var json: JSONOutput {
        switch self {
        case .bool(let value): .bool(value)
        case .variant(let name): .string(name)
        }
    }

    /// `true` or `false`, or the variant's name in single quotes, as messages show a value.
    public var description: String {
        if case .variant(let name) = self { QuotedText.quoted(name) } else { text }
    }
}
