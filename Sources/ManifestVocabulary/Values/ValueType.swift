import FlagJSON

/// The type of a typed flag's value (a manifest's `"type"`) with the bounds every value of it
/// must keep: the compiled ones, remote ones and local overrides alike.
package enum ValueType: Sendable, Hashable {
    /// A 64-bit `Int`, within `minimum...maximum` (inclusive; `nil` leaves a side open).
    case integer(minimum: Int?, maximum: Int?)
    /// A finite `Double`, within `minimum...maximum` (inclusive; `nil` leaves a side open).
    case double(minimum: Double?, maximum: Double?)
    /// A string of at most `maxLength` bytes of UTF-8.
    case string(maxLength: Int)

    /// The largest `maxLength` a manifest may set, and the one a string flag has by default.
    package static let maxLengthCeiling = 4_096

    /// The type's name in a manifest: `integer`, `double` or `string`.
    package var name: String {
        switch self {
        case .integer: "integer"
        case .double: "double"
        case .string: "string"
        }
    }

    /// The bounds in words (`1...500`, `at least 1`, `at most 500`, `at most 254 UTF-8 bytes`), or
    /// `nil` for a number without bounds.
    package var boundsSummary: String? {
        switch self {
        case .integer(let minimum, let maximum):
            Self.range(minimum.map(String.init), maximum.map(String.init))
        case .double(let minimum, let maximum):
            Self.range(minimum.map(JSONOutput.numberText), maximum.map(JSONOutput.numberText))
        case .string(let maxLength):
            "at most \(maxLength) UTF-8 bytes"
        }
    }

    private static func range(_ minimum: String?, _ maximum: String?) -> String? {
        switch (minimum, maximum) {
        case (let minimum?, let maximum?): "\(minimum)...\(maximum)"
        case (let minimum?, nil): "at least \(minimum)"
        case (nil, let maximum?): "at most \(maximum)"
        case (nil, nil): nil
        }
    }

    /// Why `value` is outside an integer type's bounds, as a clause (`is above its maximum
    /// 500`), or `nil` if it is within them.
    package func violation(ofInteger value: Int) -> String? {
        guard case .integer(let minimum, let maximum) = self else { return nil }
        if let minimum, value < minimum { return "is below its minimum \(minimum)" }
        if let maximum, value > maximum { return "is above its maximum \(maximum)" }
        return nil
    }

    /// Why `value` is outside a double type's bounds, as a clause, or `nil` if it is within them.
    package func violation(ofDouble value: Double) -> String? {
        guard case .double(let minimum, let maximum) = self else { return nil }
        if !value.isFinite { return "is not a finite number" }
        if let minimum, value < minimum { return "is below its minimum \(JSONOutput.numberText(minimum))" }
        if let maximum, value > maximum { return "is above its maximum \(JSONOutput.numberText(maximum))" }
        return nil
    }

    /// Why `value` is too long for a string type, as a clause, or `nil` if it fits.
    package func violation(ofString value: String) -> String? {
        guard case .string(let maxLength) = self, value.utf8.count > maxLength else { return nil }
        return "is \(value.utf8.count) UTF-8 bytes long, more than its maxLength \(maxLength)"
    }

    /// The type's fields in a metadata row or manifest: `type`, then the bounds that are set
    /// (`maxLength` only when it isn't the ceiling).
    package var fields: [(key: String, value: JSONOutput)] {
        var fields: [(key: String, value: JSONOutput)] = [("type", .string(name))]
        switch self {
        case .integer(let minimum, let maximum):
            if let minimum { fields.append(("minimum", .integer(minimum))) }
            if let maximum { fields.append(("maximum", .integer(maximum))) }
        case .double(let minimum, let maximum):
            if let minimum { fields.append(("minimum", .number(minimum))) }
            if let maximum { fields.append(("maximum", .number(maximum))) }
        case .string(let maxLength):
            if maxLength != Self.maxLengthCeiling { fields.append(("maxLength", .integer(maxLength))) }
        }
        return fields
    }

    /// The type a metadata row's fields spell (`field` looks one up by name), `nil` if the row
    /// has no `type`; throws if they don't spell one.
    package init?(field: (String) -> JSONValue?) throws(FlagMetadataRow.MalformedTable) {
        guard let type = field("type") else { return nil }
        func integer(_ name: String) throws(FlagMetadataRow.MalformedTable) -> Int? {
            guard let value = field(name) else { return nil }
            guard let integer = value.exactInteger else {
                throw FlagMetadataRow.MalformedTable(description: "a row's \(name) is not an integer")
            }
            return integer
        }
        func number(_ name: String) throws(FlagMetadataRow.MalformedTable) -> Double? {
            guard let value = field(name) else { return nil }
            guard case .number(let number) = value.content else {
                throw FlagMetadataRow.MalformedTable(description: "a row's \(name) is not a number")
            }
            return number
        }
        switch type.stringValue {
        case "integer": self = .integer(minimum: try integer("minimum"), maximum: try integer("maximum"))
        case "double": self = .double(minimum: try number("minimum"), maximum: try number("maximum"))
        case "string": self = .string(maxLength: try integer("maxLength") ?? Self.maxLengthCeiling)
        default: throw FlagMetadataRow.MalformedTable(description: "a row's type is not integer, double or string")
        }
    }
}
