/// Random manifests shaped like `flags.json` version 1: configurations with random
/// compilation conditions, flags with every field, values of the right type most of the time.
struct ManifestGenerator {
    static let topLevelFields = ["$schema", "version", "access", "configurations", "localOverrides", "flags"]
    static let flagFields = ["name", "key", "description", "enabled", "remote", "local", "owner", "expires"]
    static let names = [
        "qa", "debug", "release", "appStore", "newEditor", "class", "default", "self", "Type", "_x", "a1", "1abc",
        "a-b", "é", "x y",
    ]
    static let conditionTerms = [
        "DEBUG", "ALPHA_BUILD", "QA_BUILD", "os(iOS)", "os(Linux)", "arch(arm64)", "canImport(UIKit)",
        "targetEnvironment(simulator)",
        "swift(>=5.9)", "compiler(>=6.0)", "true", "os(", "swift(<5)", "#endif", ";", "\n", "A B", "()", "!", "'",
    ]
    static let dates = [
        "2027-06-30", "2000-01-01", "2027-02-30", "2028-02-29", "9999-12-31", "0000-00-00", "2027-6-30", "27-06-30", "",
    ]

    /// The longest `||` chain a generated condition may have.
    let maximumConditionTerms: Int
    var json: RandomJSON

    init(random: SplitMix64, maximumConditionTerms: Int) {
        json = RandomJSON(random: random)
        self.maximumConditionTerms = maximumConditionTerms
    }

    /// One manifest document.
    mutating func manifest() -> [UInt8] {
        let keys = json.someKeys(Self.topLevelFields)
        let maximum = maximumConditionTerms
        let fields = keys.map { key in
            (key, { (json: inout RandomJSON) in Self.topLevelValue(key, maximumConditionTerms: maximum, &json) })
        }
        return Array(json.object(fields).utf8)
    }

    private static func topLevelValue(_ quotedKey: String, maximumConditionTerms: Int, _ json: inout RandomJSON)
        -> String
    {
        json.usually { json in
            switch quotedKey {
            case "\"version\"": json.random.oneIn(8) ? json.number() : "1"
            case "\"access\"": json.string(from: ["internal", "public", "package", "private", "open"])
            case "\"configurations\"": json.array { configuration(maximumConditionTerms: maximumConditionTerms, &$0) }
            case "\"localOverrides\"": json.array { $0.string(from: names) }
            case "\"flags\"": json.array { Self.flag(&$0) }
            default: json.string()
            }
        }
    }

    private static func configuration(maximumConditionTerms: Int, _ json: inout RandomJSON) -> String {
        let keys = json.someKeys(["name", "condition", "description"])
        return json.object(
            keys.map { key in
                (
                    key,
                    { json in
                        json.usually {
                            key == "\"condition\""
                                ? RandomJSON.quoted(condition(maximumConditionTerms: maximumConditionTerms, &$0.random))
                                : $0.string(from: names)
                        }
                    }
                )
            })
    }

    /// A condition from real terms and garbage, sometimes a very long `||` chain.
    private static func condition(maximumConditionTerms: Int, _ random: inout SplitMix64) -> String {
        if random.oneIn(20) {
            return (0..<random.int(2...maximumConditionTerms)).map { _ in random.pick(["A", "B", "DEBUG"]) }.joined(
                separator: " || ")
        }
        return (0..<random.length(upTo: 40)).map { _ in
            random.pick(conditionTerms) + random.pick(["", " && ", " || ", " ", "(", ")", " !"])
        }.joined()
    }

    private static func flag(_ json: inout RandomJSON) -> String {
        let keys = json.someKeys(flagFields)
        return json.object(keys.map { key in (key, { json in json.usually { flagValue(key, &$0) } }) })
    }

    private static func flagValue(_ quotedKey: String, _ json: inout RandomJSON) -> String {
        switch quotedKey {
        case "\"enabled\"": enabled(&json)
        case "\"remote\"": json.random.pick(["true", "false", "\"disable-only\"", "\"enable-only\""])
        case "\"local\"": json.random.pick(["true", "false"])
        case "\"expires\"": json.string(from: dates)
        default: json.string(from: names)
        }
    }

    private static func enabled(_ json: inout RandomJSON) -> String {
        switch json.random.int(0...3) {
        case 0: json.random.pick(["true", "false"])
        case 1: json.array { $0.string(from: names) }
        case 2: json.object([("\"except\"", { json in json.array { $0.string(from: names) } })])
        default: json.value(depth: 2)
        }
    }
}
