/// Random payloads shaped like version 1 ones: known and unknown keys, entries as Booleans,
/// objects or rule lists (the targeted-rule syntax of the remote payload), with fields of the right
/// type most of the time and of any type otherwise.
struct PayloadGenerator {
    /// Keys of `Tests/FuzzTests/flags.json` (its Boolean flags, then its typed ones), and keys
    /// it doesn't have.
    static let keys = [
        "newEditor", "quick_start", "enhancedSiteCreation", "compiledOnly", "lockedDown", "kill_switch", "quickStart",
        "unknownFlag", "uploadLimit", "huge_count", "refreshInterval", "anyRatio", "supportEmail", "paywallTitle",
        "retry_budget", "sampleRate",
    ]
    static let entryFields = [
        "value", "configurations", "rollout", "group", "units", "appVersion", "build", "osVersion", "platforms",
    ]
    /// Values for typed flags, as JSON: numbers at and past the bounds of the catalog's flags
    /// and of `Int` and `Double`, the same number written several ways, strings at and past a
    /// `maxLength`, and values of other types.
    static let typedValues = [
        "0", "-0", "-0.0", "0.0", "1", "-1", "25", "500", "501", "100", "100.0", "1e2", "100.5", "60", "60.0", "6e1",
        "0.5", "1e308", "-1e308", "1.7976931348623157e308", "1e309", "5e-324", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "9223372036854775807.0",
        "18446744073709551616", "9007199254740993", "86400", "86400.000001",
        "\"help@example.com\"", "\"help@example.com!\"", "\"\"", "\"60\"", "\"true\"", "\"é😀\"",
        "\"" + String(repeating: "x", count: 4_096) + "\"", "\"" + String(repeating: "x", count: 4_097) + "\"",
        "\"" + String(repeating: "é", count: 2_049) + "\"", "true", "null", "[]", "{}",
    ]
    static let configurations = ["qa", "debug", "release", "appStore", "QA"]
    static let platforms = [
        "iOS", "macOS", "tvOS", "watchOS", "visionOS", "Linux", "Windows", "Android", "ios", "linux",
    ]
    static let versions = [
        "24", "24.3", "24.3.1", "1.2.3.4", "0", "", "24.", ".3", "1..2", "-1", "v1", "24.3-beta", " 24",
        "99999999999999999999",
    ]

    var json: RandomJSON

    init(random: SplitMix64) {
        json = RandomJSON(random: random)
    }

    /// One payload document.
    mutating func payload() -> [UInt8] {
        var fields: [(key: String, value: (inout RandomJSON) -> String)] = [
            ("\"version\"", { $0.random.oneIn(8) ? $0.value(depth: 1) : "1" }),
            ("\"flags\"", { json in json.usually({ Self.flags(&$0) }, wrongOneIn: 20) }),
        ]
        if json.random.oneIn(5) {
            fields.append((json.random.pick(["\"$schema\"", "\"generatedBy\""]), { $0.string() }))
        }
        return Array(json.object(fields).utf8)
    }

    private static func flags(_ json: inout RandomJSON) -> String {
        let count = json.random.length(upTo: 300)
        return json.object((0..<count).map { _ in (json.string(from: keys), { entry(&$0) }) })
    }

    private static func entry(_ json: inout RandomJSON) -> String {
        switch json.random.int(0...7) {
        case 0, 1: json.random.pick(["true", "false"])
        case 2, 3: rule(&json)
        case 4: json.array { rule(&$0) }
        case 5: json.random.pick(typedValues)
        case 6: typedSplitRule(&json)
        default: json.value(depth: 2)
        }
    }

    /// A rule whose value is a split, often of typed values, sometimes listing one value twice
    /// as written differently (`60` and `60.0`).
    private static func typedSplitRule(_ json: inout RandomJSON) -> String {
        var fields: [(key: String, value: (inout RandomJSON) -> String)] = [("\"split\"", { split(&$0) })]
        for key in json.someKeys(["rollout", "group", "configurations"]) {
            fields.append((key, { field(key, &$0) }))
        }
        return json.object(fields)
    }

    private static func split(_ json: inout RandomJSON) -> String {
        let duplicates = [["60", "60.0"], ["100", "1e2"], ["0", "-0"], ["-0.0", "0.0"], ["\"a\"", "\"\\u0061\""]]
        let values =
            json.random.oneIn(3)
            ? json.random.pick(duplicates)
            : (0..<json.random.int(0...4)).map { _ in
                json.random.oneIn(5) ? json.random.pick(["true", "false"]) : json.random.pick(typedValues)
            }
        let weights = ["0", "1", "1", "50", "1000000", "1000001", "-1", "1.5", "\"1\""]
        let entries = values.map { value in
            let weight = json.random.oneIn(8) ? json.random.pick(weights) : String(json.random.int(1...100))
            return "{\"value\": \(value), \"weight\": \(weight)}"
        }
        return "[" + entries.joined(separator: ", ") + "]"
    }

    /// An entry object: `value` and a random subset of the targeting conditions.
    private static func rule(_ json: inout RandomJSON) -> String {
        json.object(json.someKeys(entryFields).map { key in (key, { field(key, &$0) }) })
    }

    private static func field(_ quotedKey: String, _ json: inout RandomJSON) -> String {
        json.usually { json in
            switch quotedKey {
            case "\"value\"":
                json.random.oneIn(2) ? json.random.pick(typedValues) : json.random.pick(["true", "false"])
            case "\"configurations\"": json.array { $0.string(from: configurations) }
            case "\"rollout\"": json.number()
            case "\"group\"": json.string(from: keys)
            case "\"units\"": json.array { $0.string(from: ["unit-1", "tester@example.com"]) }
            case "\"platforms\"": json.array { $0.string(from: platforms) }
            case "\"appVersion\"", "\"build\"", "\"osVersion\"": versionRange(&json)
            default: json.value(depth: 2)
            }
        }
    }

    private static func versionRange(_ json: inout RandomJSON) -> String {
        json.object(json.someKeys(["min", "max"]).map { key in (key, { $0.usually { $0.string(from: versions) } }) })
    }
}
