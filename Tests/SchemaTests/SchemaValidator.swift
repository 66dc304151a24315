import FlagJSON
import Foundation

/// The subset of JSON Schema (2020-12) the shipped schemas use: `type`, `const`, `enum`,
/// `required`, `properties`, `additionalProperties`, `minProperties`, `items`, `minItems`,
/// `maxItems`, `minimum`, `maximum`, `pattern`, `oneOf` and local `$ref`s. Enough to check
/// documents against the schemas without a dependency.
///
/// Anything else in the schema (see `SchemaValidator+Keywords.swift`) is reported by every
/// call to `problems(in:)`, so no document passes a rule the validator skipped.
struct SchemaValidator {
    let root: JSONValue
    /// The schema's keywords the validator doesn't apply, as "pointer: reason"; empty when it applies them all.
    let unsupportedKeywords: [String]

    init(schema: String) throws {
        root = try JSONParser.parse(Array(schema.utf8))
        unsupportedKeywords = Self.unsupportedKeywords(in: root, at: "#", root: root)
    }

    /// The problems found, as "path: reason"; empty when `document` is valid.
    func problems(in document: JSONValue) -> [String] {
        unsupportedKeywords + problems(document, against: root, at: "$")
    }

    private func problems(_ value: JSONValue, against schema: JSONValue, at path: String) -> [String] {
        let rules = Dictionary(schema.objectValue?.map { ($0.key, $0.value) } ?? []) { first, _ in first }
        if let type = rules["type"]?.stringValue, !matches(value, type: type) {
            return ["\(path): not \(type)"]
        }
        var found: [String] = []
        if let reference = rules["$ref"]?.stringValue, let target = Self.resolve(reference, in: root) {
            found += problems(value, against: target, at: path)
        }
        if let constant = rules["const"], !same(value, constant) { found.append("\(path): not the constant") }
        if let options = rules["enum"]?.arrayValue, !options.contains(where: { same(value, $0) }) {
            found.append("\(path): not one of the allowed values")
        }
        if case .number(let number) = value.content {
            if case .number(let minimum)? = rules["minimum"]?.content, number < minimum {
                found.append("\(path): below \(minimum)")
            }
            if case .number(let maximum)? = rules["maximum"]?.content, number > maximum {
                found.append("\(path): above \(maximum)")
            }
        }
        if let pattern = rules["pattern"]?.stringValue, let string = value.stringValue,
            !matches(string, pattern: pattern)
        {
            found.append("\(path): doesn't match \(pattern)")
        }
        if let alternatives = rules["oneOf"]?.arrayValue {
            let matching = alternatives.filter { problems(value, against: $0, at: path).isEmpty }.count
            if matching != 1 { found.append("\(path): matches \(matching) alternatives, not one") }
        }
        found += objectProblems(value, rules: rules, at: path) + arrayProblems(value, rules: rules, at: path)
        return found
    }

    private func objectProblems(_ value: JSONValue, rules: [String: JSONValue], at path: String) -> [String] {
        guard let members = value.objectValue else { return [] }
        var found: [String] = []
        let keys = Set(members.map(\.key))
        if case .number(let minimum)? = rules["minProperties"]?.content, Double(keys.count) < minimum {
            found.append("\(path): fewer than \(Int(minimum)) properties")
        }
        for required in rules["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where !keys.contains(required) {
            found.append("\(path): missing \(required)")
        }
        let properties = Dictionary(rules["properties"]?.objectValue?.map { ($0.key, $0.value) } ?? []) { first, _ in
            first
        }
        for member in members {
            if let property = properties[member.key] {
                found += problems(member.value, against: property, at: "\(path).\(member.key)")
            } else if let additional = rules["additionalProperties"] {
                if additional.boolValue == false {
                    found.append("\(path): unexpected \(member.key)")
                } else if additional.objectValue != nil {
                    found += problems(member.value, against: additional, at: "\(path).\(member.key)")
                }
            }
        }
        return found
    }

    private func arrayProblems(_ value: JSONValue, rules: [String: JSONValue], at path: String) -> [String] {
        guard let elements = value.arrayValue else { return [] }
        var found: [String] = []
        if case .number(let minimum)? = rules["minItems"]?.content, Double(elements.count) < minimum {
            found.append("\(path): fewer than \(Int(minimum)) items")
        }
        if case .number(let maximum)? = rules["maxItems"]?.content, Double(elements.count) > maximum {
            found.append("\(path): more than \(Int(maximum)) items")
        }
        if let items = rules["items"] {
            for (index, element) in elements.enumerated() {
                found += problems(element, against: items, at: "\(path)[\(index)]")
            }
        }
        return found
    }

    /// The schema a local `#/a/b` reference points at; nil if it points nowhere.
    static func resolve(_ reference: String, in root: JSONValue) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        return reference.split(separator: "/").dropFirst().reduce(Optional(root)) { node, part in
            node?.objectValue?.first { $0.key == String(part) }?.value
        }
    }

    /// The values of `type` the validator knows.
    static let types: Set = ["object", "array", "string", "boolean", "number", "integer", "null"]

    private func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value.content) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("number", .number),
            ("null", .null):
            true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }

    private func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        lhs.content == JSONValue(rhs.content, offset: lhs.offset).content
    }

    private func matches(_ string: String, pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        return expression.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
    }
}
