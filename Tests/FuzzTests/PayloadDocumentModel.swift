import FeatureFlagKit
import FlagJSON

/// An independent account of what decoding a payload must give, from the document as
/// ``JSONParser`` reads it into a tree: for the fuzz test of the one rule reader.
enum PayloadDocumentModel {
    /// What `bytes` decode to that the tree contradicts, or `nil`.
    static func brokenPromise(_ bytes: [UInt8]) -> String? {
        let decoded = Result { () throws(PayloadRejection) in try RemotePayload.decode(bytes) }
        let tree: JSONValue
        do {
            tree = try JSONParser.parse(bytes, maximumDepth: 16)
        } catch {
            guard case .failure(let rejection) = decoded, rejection.reason == .invalidJSON,
                rejection.message == error.message
            else {
                return "The parser found \(error.message) at \(error.offset); decoding gave \(decoded)."
            }
            return nil
        }
        guard case .success(let result) = decoded else {
            if case .failure(let rejection) = decoded, rejection.reason == .invalidJSON {
                return "Decoding found invalid JSON (\(rejection.message)) that the parser reads."
            }
            return nil
        }
        guard let flags = tree.objectValue?.first(where: { $0.key == "flags" })?.value.objectValue else {
            return result.payload.entries.isEmpty ? nil : "Entries decoded without a \"flags\" object."
        }
        let reported = Set(result.diagnostics.compactMap(\.key))
        var remaining = result.payload.entries[...]
        for member in flags {
            if let entry = remaining.first, entry.key == member.key, entry.offset == member.keyOffset {
                remaining = remaining.dropFirst()
                if let problem = contradiction(entry, member.value, in: bytes) { return problem }
            } else if !reported.contains(member.key) {
                return "The entry \(member.key) at \(member.keyOffset) was neither decoded nor reported."
            }
        }
        return remaining.first.map { "The entry \($0.key) was decoded but is not in \"flags\"." }
    }

    /// The value `json`, read from `bytes`, names directly: a Boolean, a string (a variant's
    /// name, once resolved against a variant flag), or a number: an integer when its text is
    /// digits alone (after an optional `-`) within 64 bits, a double otherwise.
    private static func flagValue(_ json: JSONValue, in bytes: [UInt8]) -> FlagValue? {
        switch json.content {
        case .bool(let value): return .bool(value)
        case .string(let string): return .string(string)
        case .number(let number):
            let text = bytes[json.offset...].prefix { "-+.eE0123456789".utf8.contains($0) }
            let digits = text.first == UInt8(ascii: "-") ? text.dropFirst() : text[...]
            let isInteger = !digits.isEmpty && digits.allSatisfy { (0x30...0x39).contains($0) }
            let integer = isInteger ? Int(String(decoding: text, as: UTF8.self)) : nil
            return integer.map(FlagValue.integer) ?? .double(number)
        default: return nil
        }
    }

    /// How `entry` contradicts `value`, the JSON it was decoded from `bytes`, if it does.
    private static func contradiction(_ entry: RemotePayload.Entry, _ value: JSONValue, in bytes: [UInt8]) -> String? {
        let written: [JSONValue]
        switch value.content {
        case .bool, .string, .number, .object: written = [value]
        case .array(let elements): written = elements
        default: return "The entry \(entry.key) decoded from \(value.kindDescription)."
        }
        let values = written.map { written in
            flagValue(written, in: bytes)
                ?? written.objectValue?.first { $0.key == "value" }.flatMap { flagValue($0.value, in: bytes) }
        }
        let rules = entry.rules.targetingRules
        let decoded = rules.map { rule -> FlagValue? in
            if case .value(let value) = rule.value { return value }
            return nil  // a split: the document's rule has "split" and no single value
        }
        guard values == decoded else {
            return "The entry \(entry.key) decoded to values \(decoded); the document has \(values)."
        }
        for (rule, object) in zip(rules, written) {
            let rollout = object.objectValue?.first { $0.key == "rollout" }
            if case .number(let percentage)? = rollout?.value.content, rule.rollout != Int(percentage) {
                return
                    "The entry \(entry.key) decoded to rollout \(String(describing: rule.rollout)); the document has \(percentage)."
            }
        }
        return nil
    }
}
