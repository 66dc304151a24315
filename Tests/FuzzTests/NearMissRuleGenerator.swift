import FeatureFlagKit

/// Payloads whose rules are valid most of the time and otherwise miss by one field (a
/// percentage of 101, a minimum above the maximum, an escape where bytes are compared): the
/// inputs where reading rules straight from the bytes and reading them from a tree could part.
/// ``PayloadGenerator``'s rules are rarely valid as a whole, so they seldom reach that border.
struct NearMissRuleGenerator {
    static let versions = ["0", "24", "24.3", "24.03", "24.10", "1.2.3.4", "1.2.3.4.5", "4294967295", "4294967296"]
    static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "Linux", "Windows", "Android"]

    var json: RandomJSON

    /// One payload document of up to 40 entries.
    mutating func payload() -> [UInt8] {
        let count = json.random.int(1...40)
        let flags = json.object((0..<count).map { index in ("\"flag\(index)\"", { Self.entry(&$0) }) })
        return Array("{\"version\": 1, \"flags\": \(flags)}".utf8)
    }

    private static func entry(_ json: inout RandomJSON) -> String {
        switch json.random.int(0...3) {
        case 0: json.random.pick(["true", "false"])
        case 1: "[" + (0..<json.random.int(1...3)).map { _ in rule(&json) }.joined(separator: ", ") + "]"
        default: rule(&json)
        }
    }

    private static func rule(_ json: inout RandomJSON) -> String {
        var fields: [(key: String, value: (inout RandomJSON) -> String)] = []
        if !json.random.oneIn(20) { fields.append(("\"value\"", { $0.random.pick(["true", "false"]) })) }
        let conditions: [(String, valid: (inout RandomJSON) -> String, miss: [String])] = [
            ("rollout", { String($0.random.int(0...100)) }, ["101", "-1", "25.5", "\"25\"", "-0", "1e2", "25.0"]),
            ("group", { $0.random.pick(["\"editor\"", "\"a\\u0062\""]) }, ["\"\"", "1"]),
            ("configurations", { strings(["appStore", "qa"], &$0) }, ["[1]", "\"qa\""]),
            ("units", { strings(["unit-1", "unit-2"], &$0) }, ["[\"a\", 2]", "{}"]),
            ("platforms", { strings(platforms, &$0) }, ["[\"ios\"]", "[\"Windows 11\"]"]),
            ("appVersion", { range(&$0) }, missedRanges),
            ("build", { range(&$0) }, missedRanges),
            ("osVersion", { range(&$0) }, missedRanges),
        ]
        for (name, valid, miss) in conditions where json.random.oneIn(3) {
            let isMiss = json.random.oneIn(15)
            fields.append(("\"\(name)\"", { isMiss ? $0.random.pick(miss) : valid(&$0) }))
        }
        if json.random.oneIn(30) {
            fields.append((json.random.pick(["\"colour\"", "\"valu\\u0065\""]), { _ in "true" }))
        }
        return json.object(fields)
    }

    static let missedRanges = [
        "{}", "{\"min\": \"24.3-beta\"}", "{\"min\": \"25\", \"max\": \"24\"}", "{\"least\": \"1\"}",
        "{\"min\": \"1\", \"min\": \"2\"}", "{\"max\": \"1\\u002e2\"}", "{\"min\": 24}", "[]",
    ]

    private static func strings(_ candidates: [String], _ json: inout RandomJSON) -> String {
        "[" + (0..<json.random.int(0...3)).map { _ in "\"\(json.random.pick(candidates))\"" }.joined(separator: ", ")
            + "]"
    }

    /// `min`, `max` or both, in order.
    private static func range(_ json: inout RandomJSON) -> String {
        let bounds = [json.random.pick(versions), json.random.pick(versions)].sorted { Version($0)! < Version($1)! }
        switch json.random.int(0...2) {
        case 0: return "{\"min\": \"\(bounds[0])\"}"
        case 1: return "{\"max\": \"\(bounds[1])\"}"
        default:
            return Version(bounds[0])! < Version(bounds[1])!
                ? "{\"min\": \"\(bounds[0])\", \"max\": \"\(bounds[1])\"}" : "{\"min\": \"\(bounds[0])\"}"
        }
    }
}
