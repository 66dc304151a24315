/// Random payloads shaped like version 1 ones: known and unknown keys, entries as Booleans,
/// objects or rule lists (the targeted-rule syntax of the remote payload), with fields of the right
/// type most of the time and of any type otherwise.
struct PayloadGenerator {
    /// Keys of `Tests/FuzzTests/flags.json`, and keys it doesn't have.
    static let keys = [
        "newEditor", "quick_start", "enhancedSiteCreation", "compiledOnly", "lockedDown", "kill_switch", "quickStart",
        "unknownFlag",
    ]
    static let entryFields = [
        "value", "configurations", "rollout", "group", "units", "appVersion", "build", "osVersion", "platforms",
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
        switch json.random.int(0...5) {
        case 0, 1: json.random.pick(["true", "false"])
        case 2, 3: rule(&json)
        case 4: json.array { rule(&$0) }
        default: json.value(depth: 2)
        }
    }

    /// An entry object: `value` and a random subset of the targeting conditions.
    private static func rule(_ json: inout RandomJSON) -> String {
        json.object(json.someKeys(entryFields).map { key in (key, { field(key, &$0) }) })
    }

    private static func field(_ quotedKey: String, _ json: inout RandomJSON) -> String {
        json.usually { json in
            switch quotedKey {
            case "\"value\"": json.random.pick(["true", "false"])
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
