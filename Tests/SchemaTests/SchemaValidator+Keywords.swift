import FlagJSON
import Foundation

/// What the validator can apply, so a keyword added to `Schemas/*.json` can't be skipped in silence.
extension SchemaValidator {
    /// Keywords that only describe: there is nothing to check for them.
    static let annotations: Set = [
        "$schema", "$id", "$comment", "title", "description", "examples", "default",
        "deprecated", "readOnly", "writeOnly",
    ]

    /// Every keyword under `schema` that `problems(in:)` wouldn't apply as written, as "pointer: reason".
    static func unsupportedKeywords(in schema: JSONValue, at pointer: String, root: JSONValue) -> [String] {
        guard let members = schema.objectValue else {
            return ["\(pointer): \(schema.kindDescription), not a schema object"]
        }
        return members.flatMap { member in
            unsupportedKeyword(member.key, member.value, at: "\(pointer)/\(member.key)", root: root)
        }
    }

    private static func unsupportedKeyword(_ keyword: String, _ value: JSONValue, at pointer: String, root: JSONValue)
        -> [String]
    {
        switch keyword {
        case "properties", "$defs":
            guard let members = value.objectValue else { return ["\(pointer): \(keyword) must be an object"] }
            return members.flatMap { unsupportedKeywords(in: $0.value, at: "\(pointer)/\($0.key)", root: root) }
        case "oneOf":
            guard let alternatives = value.arrayValue else { return ["\(pointer): oneOf must be an array"] }
            return alternatives.enumerated().flatMap { unsupportedKeywords(in: $1, at: "\(pointer)/\($0)", root: root) }
        case "additionalProperties" where value.boolValue != nil:
            return []
        case "additionalProperties", "items":
            return unsupportedKeywords(in: value, at: pointer, root: root)
        default:
            return malformedValue(of: keyword, value, root: root).map { ["\(pointer): \($0)"] } ?? []
        }
    }

    /// Why the value of a keyword without subschemas can't be applied; nil if it can.
    private static func malformedValue(of keyword: String, _ value: JSONValue, root: JSONValue) -> String? {
        switch keyword {
        case "type": value.stringValue.map(types.contains) == true ? nil : "type must be one of \(types.sorted())"
        case "const": nil
        case "enum": value.arrayValue == nil ? "enum must be an array" : nil
        case "required":
            value.arrayValue?.allSatisfy({ $0.stringValue != nil }) == true ? nil : "required must list strings"
        case "minItems", "maxItems", "minProperties", "minimum", "maximum":
            if case .number = value.content { nil } else { "\(keyword) must be a number" }
        case "pattern":
            value.stringValue.flatMap { try? NSRegularExpression(pattern: $0) } == nil ? "not a valid pattern" : nil
        case "$ref":
            value.stringValue.flatMap { resolve($0, in: root) } == nil ? "$ref must point into this schema" : nil
        case _ where annotations.contains(keyword): nil
        default: "unsupported keyword"
        }
    }
}
