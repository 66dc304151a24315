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

    /// The fields of a typed flag (`type` and `value`, always) beside the others it may have.
    static let typedFlagFields = [
        "name", "description", "key", "remote", "local", "owner", "minimum", "maximum", "maxLength",
    ]
    static let typeNames = ["integer", "double", "string", "boolean", "Integer", "float", ""]
    /// Literals for a typed flag's `value` and bounds: integers at and past the 64-bit range,
    /// the same number written several ways, doubles at and past their range, fractions where
    /// an integer is expected, and strings short, long and awkward.
    static let typedLiterals = [
        "0", "-0", "-0.0", "1", "-1", "25", "500", "100.0", "1e2", "100.5", "0.5", "1e308", "-1e308",
        "1.7976931348623157e308", "1e309", "-1e309", "5e-324", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "18446744073709551616", "9007199254740993",
        "\"help@example.com\"", "\"\"", "\"25\"", "\"Say \\\"hi\\\" \\\\(x) \\\"#\\n\u{2728}\"",
        "\"" + String(repeating: "x", count: 4_096) + "\"", "\"" + String(repeating: "é", count: 2_049) + "\"",
        "true", "null", "[]",
    ]
    static let maxLengths = ["0", "1", "5", "16", "4096", "4097", "5000", "-1", "1.5", "1e3", "\"5\"", "true"]

    private static func flag(_ json: inout RandomJSON) -> String {
        if json.random.oneIn(3) { return typedFlag(&json) }
        let keys = json.someKeys(flagFields)
        return json.object(keys.map { key in (key, { json in json.usually { flagValue(key, &$0) } }) })
    }

    /// A flag with `type` and `value`, usually a typed one, with bounds of the right kind or
    /// not, and sometimes fields a typed flag can't have.
    private static func typedFlag(_ json: inout RandomJSON) -> String {
        var keys = json.someKeys(typedFlagFields) + ["\"type\""]
        if !json.random.oneIn(10) { keys.append("\"value\"") }
        if json.random.oneIn(10) { keys.append(json.random.pick(["\"enabled\"", "\"variants\""])) }
        let type = json.random.oneIn(8) ? json.random.pick(typeNames) : json.random.pick(Array(typeNames.prefix(3)))
        return json.object(keys.map { key in (key, { json in json.usually { typedFlagValue(key, type: type, &$0) } }) })
    }

    private static func typedFlagValue(_ quotedKey: String, type: String, _ json: inout RandomJSON) -> String {
        switch quotedKey {
        case "\"type\"": RandomJSON.quoted(type)
        case "\"value\"": typedRule(&json)
        case "\"minimum\"", "\"maximum\"": json.random.pick(typedLiterals)
        case "\"maxLength\"": json.random.pick(maxLengths)
        case "\"remote\"": json.random.pick(["true", "false", "\"disable-only\"", "\"enable-only\""])
        case "\"local\"": json.random.pick(["true", "false"])
        case "\"enabled\"": enabled(&json)
        case "\"variants\"": json.array { $0.string(from: names) }
        default: json.string(from: names)
        }
    }

    /// A literal, or `{ "in": { configuration: literal }, "otherwise": literal }`.
    private static func typedRule(_ json: inout RandomJSON) -> String {
        guard json.random.oneIn(2) else { return json.random.pick(typedLiterals) }
        var keys = json.someKeys(["in", "otherwise"])
        if json.random.oneIn(10) { keys.append("\"if\"") }
        return json.object(
            keys.map { key in
                (
                    key,
                    { json in
                        switch key {
                        case "\"in\"":
                            json.object(
                                (0..<json.random.length(upTo: 6)).map { _ in
                                    (json.string(from: names), { $0.random.pick(typedLiterals) })
                                })
                        case "\"if\"": json.string(from: ["JETPACK", "!JETPACK"])
                        default: json.random.pick(typedLiterals)
                        }
                    }
                )
            })
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
