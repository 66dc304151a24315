import Foundation

/// Random Swift sources shaped like the files `flaggen import` and `flaggen unused` read: a
/// flags enum with an `enabled` switch, a configuration enum with an `#if` chain, and the
/// hostile shapes that broke the readers before (deep nesting, long chains, unterminated
/// literals and comments, invalid UTF-8, huge case counts).
struct SwiftSourceGenerator {
    var random: SplitMix64

    static let configurations = ["alpha", "beta", "debug", "release"]
    static let noise = [
        "\"never closed", "/* never closed", "\"\"\"\nmulti-line never closed", "#\"raw\"#", "\"\\(\"\\(x)\")\"",
        "/* a /* nested */ one */",
        "// line comment", "#if", "#elseif X", "#else", "#endif", "{", "}", "(", ")", "[", "]", "case", "default:",
        "enum", "extension",
        "switch self {", "var enabled: Bool {", "static var current: BuildConfiguration {", "`init`", "café", "=", "!",
        "&&", "||",
        ".debug", "BuildConfiguration.current", "return", ";", "\n", "@unknown default:", "case let x where x:",
    ]

    /// A flags file, sometimes with noise spliced in.
    mutating func flagsFile() -> [UInt8] {
        // Thousands of cases now and then; the input stays below about 200 kB, which a debug build
        // imports well within the slow-input limit (`ImportScanRegressionTests` has 10,000 cases).
        let count = random.oneIn(50) ? random.int(1...2_000) : random.int(0...12)
        let names = (0..<count).map {
            random.oneIn(30) ? random.pick(["isEnabled", "Type", "`init`", "allCases", "é", "f"]) : "f\($0)"
        }
        var text = "enum FeatureFlag: Int, CaseIterable {\n    case \(names.joined(separator: ", "))\n\n"
        text += "    var enabled: Bool {\n        switch self {\n"
        for name in names.prefix(random.int(0...names.count)) {
            text += "        case .\(name.replacingOccurrences(of: "`", with: "")): return \(expression(depth: 0))\n"
        }
        if random.oneIn(2) { text += "        default: return \(expression(depth: 0))\n" }
        text += "        }\n    }\n}\n"
        return damaged(text)
    }

    /// A configuration file: an `#if` chain, usually short, sometimes hundreds of branches long.
    mutating func configurationFile() -> [UInt8] {
        let count = random.oneIn(20) ? random.int(1...300) : random.int(1...5)
        let names = (0..<count).map { $0 < Self.configurations.count ? Self.configurations[$0] : "c\($0)" }
        var text =
            "enum BuildConfiguration {\n    case \(names.joined(separator: ", "))\n\n    static var current: BuildConfiguration {\n"
        for (index, name) in names.enumerated() {
            let directive =
                index == 0
                ? "#if \(condition())"
                : index == count - 1 && random.int(0...3) > 0 ? "#else" : "#elseif \(condition())"
            text += "        \(directive)\n        return .\(name)\n"
        }
        text += "        #endif\n    }\n}\n"
        return damaged(text)
    }

    /// A rule expression; now and then nested thousands of levels deep or thousands of terms long.
    private mutating func expression(depth: Int) -> String {
        if random.oneIn(500) {
            let levels = random.int(1...5_000)
            let opener = random.pick(["(", "!", "! ", "!("])
            let closer = opener.contains("(") ? ")" : ""
            return String(repeating: opener, count: levels) + "true" + String(repeating: closer, count: levels)
        }
        if random.oneIn(500) {
            return (0..<random.int(1...300)).map { _ in term() }.joined(separator: random.pick([" || ", " && "]))
        }
        guard depth < 4, random.oneIn(3) else { return term() }
        switch random.int(0...3) {
        case 0: return "!" + expression(depth: depth + 1)
        case 1: return "(" + expression(depth: depth + 1) + ")"
        case 2: return expression(depth: depth + 1) + " && " + expression(depth: depth + 1)
        default: return expression(depth: depth + 1) + " || " + expression(depth: depth + 1)
        }
    }

    private mutating func term() -> String {
        let configuration = random.pick(Self.configurations)
        return random.pick([
            "true", "false", "BuildConfiguration.current == .\(configuration)",
            "BuildConfiguration.current != .\(configuration)",
            "BuildConfiguration.current ~= [.\(configuration), .release]",
            "[.\(configuration)].contains(BuildConfiguration.current)",
            "AppConfiguration.isJetpack", "isJetpack", "RemoteSwitch.isOn(\"x\")", "x > 3", "",
        ])
    }

    private mutating func condition() -> String {
        random.pick(["ALPHA_BUILD", "DEBUG", "!!A", "A && B", "os(iOS)", "A /* c */", "A // c", "(A", "1", "A || !B"])
    }

    /// `text` as bytes, with noise, invalid UTF-8 or a cut one time in three.
    private mutating func damaged(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        guard random.oneIn(3) else { return bytes }
        for _ in 0..<random.int(1...4) {
            let position = random.int(0...bytes.count)
            switch random.int(0...3) {
            case 0:
                bytes.insert(
                    contentsOf: random.pick([[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82]]), at: position)
            case 1: bytes.removeSubrange(position..<bytes.count)
            default: bytes.insert(contentsOf: Array(random.pick(Self.noise).utf8), at: position)
            }
        }
        return bytes
    }
}
