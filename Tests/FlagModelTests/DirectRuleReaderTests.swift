import FlagJSON
import FlagModel
import Testing

/// The payload decoder's fast way to read rules: straight from the bytes, for the common
/// well-formed rules, leaving everything else to ``TargetingRuleDecoder``.
@Suite struct DirectRuleReaderTests {
    /// What the direct reader makes of `json` (read back from the table it fills, after a
    /// flag already there), and where it leaves the scanner.
    private func direct(_ json: String) -> (rules: [TargetingRule]?, end: Int) {
        direct(Array(json.utf8))
    }

    /// ``direct(_:)`` of bytes as they are, valid UTF-8 or not.
    private func direct(_ bytes: [UInt8]) -> (rules: [TargetingRule]?, end: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer, maximumDepth: 16)
            var table = RuleTable()
            table.append(key: "earlier", rules: [TargetingRule(value: true, rollout: 5, group: "g", appVersion: VersionRange(min: Version("1")))])
            let stored = table.storedItemCount
            guard let rules = DirectRuleReader.entryRules(&scanner, key: "newEditor", into: &table) else {
                #expect(table.storedItemCount == stored, "what the reader stored is taken back")
                let next = table.append(key: "next", rules: [TargetingRule(value: true)])
                #expect(next == 1 && VersionAttribute.allCases.allSatisfy { !table.tests($0, ofFlag: next) }, "the table is as it was")
                return (nil, scanner.index)
            }
            if case .plain = rules { #expect(table.storedItemCount == stored, "a plain entry stores nothing") }
            return (rules.entryRules(in: SharedRuleTable(table)).targetingRules, scanner.index)
        }
    }

    private func tree(_ json: String) throws -> [TargetingRule] {
        try TargetingRuleDecoder.decode(JSONParser.parse(Array(json.utf8)), key: "newEditor")
    }

    @Test(arguments: [
        #"[{ "value": false, "osVersion": { "max": "16" } }, { "value": true, "configurations": ["appStore"], "rollout": 25, "group": "editor", "units": ["qa-1"], "appVersion": { "min": "24.3", "max": "25" }, "build": { "min": "1500" }, "platforms": ["iOS", "visionOS"] }]"#,
        #"{"value": true, "rollout": 25, "appVersion": {"min": "24.3"}}"#,
        #"{"value":false,"configurations":[],"units":[],"platforms":[]}"#,
        #"{"value": true, "group": "ab", "rollout": 0, "osVersion": {"max": "1.2", "min": "1"}}"#,
        #"{ "value" : true , "rollout" : 100 , "units" : [ ] }"#,
        #"[{"value": true, "configurations": ["qa"]}]"#,
        #"[]"#,
    ])
    func readsWellFormedRulesAsTheTreeDecoderDoes(json: String) throws {
        let (rules, end) = direct(json)
        #expect(rules == (try tree(json)))
        #expect(end == json.utf8.count)
    }

    /// Anything the tree decoder would report, or that the direct reader doesn't compare byte
    /// by byte, is left to the tree decoder.
    @Test(arguments: [
        #"true"#,
        #"{"rollout": 5}"#,
        #"{"value": true, "colour": 1}"#,
        #"{"value": true, "value": false}"#,
        #"{"valu\u0065": true}"#,
        #"{"value": true, "group": "a\u0062"}"#,
        #"{"value": true, "rollout": -0}"#,
        #"{"value": true, "rollout": 25.0}"#,
        #"{"value": true, "rollout": 025}"#,
        #"{"value": true, "rollout": 2e1}"#,
        #"{"value": true, "units": ["qa-1",]}"#,
        #"{"value": true,}"#,
        #"{"value": true, "osVersion": {"max": "1\u002e2"}}"#,
        #"{"value": true, "rollout": 25.5}"#,
        #"{"value": true, "rollout": 101}"#,
        #"{"value": true, "group": ""}"#,
        #"{"value": true, "units": ["a", 2]}"#,
        #"{"value": true, "platforms": ["ios"]}"#,
        #"{"value": true, "appVersion": {}}"#,
        #"{"value": true, "appVersion": {"min": "25", "max": "24"}}"#,
        #"{"value": true, "appVersion": {"min": "24.3-beta"}}"#,
        #"{"value": true, "appVersion": {"min": "1", "min": "2"}}"#,
        #"{"value": true, "appVersion": {"least": "1"}}"#,
        #"[{"value": true}, true]"#,
        #"[{"value": true, "osVersion": {"min": "1"}}, {"value": true, "colour": 1}]"#,
        #"[{"value": true, "configurations": ["qa"], "units": ["a"], "build": {"max": "9"}}, {"value": true, "platforms": ["ios"]}]"#,
        #"[{"value": true, "units": ["a"], "platforms": ["iOS"]}, {"value": true, "platforms": ["ios"]}]"#,
        #"[{"value": true, "osVersion": {"min": "1"}, "appVersion": {"min": "2"}}, 1]"#,
        #"[{"value": true},]"#,
        #"{"value": tru}"#,
        #"{"valuex": true}"#,
        #"{"valu": true}"#,
        #"{"value": true, "appVersion": {"minimum": "1"}}"#,
        #"{"value": true, "appVersion": {"mi": "1"}}"#,
        #"{"value"#,
        #"{"value": true, "rollout"#,
    ])
    func leavesEverythingElseToTheTreeDecoder(json: String) {
        #expect(direct(json).rules == nil)
    }

    /// Strings are read eight bytes at a time: a plain string of any length is read whole, and
    /// one byte that isn't plain (at any place in the word, in the first word or a later one,
    /// near the end of the document or not) sends the rule to the tree decoder.
    @Test(arguments: [UInt8(ascii: "\\"), 0x1F, 0x80, 0xC3])
    func readsStringsOfEveryLengthByWord(notPlain: UInt8) throws {
        for length in 0...20 {
            let plain = String(repeating: "g", count: length)
            for padding in ["", " ", "        "] {
                let json = #"{"value": true, "rollout": 5, "group": "x"# + plain + "\"" + padding + "}"
                #expect(direct(json).rules == [TargetingRule(value: true, rollout: 5, group: "x" + plain)], "\(json)")
            }
            for place in 0..<length {
                var bytes = Array(#"{"value": true, "rollout": 5, "group": "x"#.utf8) + Array(plain.utf8) + Array("\"}".utf8)
                bytes[bytes.count - 2 - length + place] = notPlain
                #expect(direct(bytes).rules == nil, "byte \(notPlain) at \(place) of \(length)")
            }
        }
    }

    /// Field names, `min`/`max` and `true`/`false` are matched in place a word at a time:
    /// changing any one of their bytes sends the rule to the tree decoder.
    @Test(arguments: [
        (#"{"value": true, "configurations": ["qa"]}"#, ["value", "true", "configurations"]),
        (#"{"value": false, "rollout": 5, "group": "g"}"#, ["false", "rollout", "group"]),
        (#"{"value": true, "units": ["a"], "platforms": ["iOS"]}"#, ["units", "platforms"]),
        (#"{"value": true, "appVersion": {"min": "1", "max": "2"}, "build": {"max": "3"}, "osVersion": {"min": "4"}}"#,
         ["appVersion", "min", "max", "build", "osVersion"]),
    ])
    func matchesEveryByteOfNamesAndWords(json: String, words: [String]) throws {
        #expect(direct(json).rules == (try tree(json)))
        let bytes = Array(json.utf8)
        for word in words {
            let start = try #require(bytes.firstRange(of: Array(word.utf8))).lowerBound
            for place in 0..<word.utf8.count {
                var changed = bytes
                changed[start + place] = UInt8(ascii: "X")
                #expect(direct(changed).rules == nil, "\(word) with byte \(place) changed")
            }
        }
    }

    /// The reader stores a rule's conditions in the order it reads them; explanations still
    /// list them in the order of the rule's fields.
    @Test func explanationsListConditionsInFieldOrderWhateverOrderTheyWereWritten() throws {
        let json = #"{"version": 1, "flags": {"f": {"value": true, "platforms": ["iOS"], "osVersion": {"min": "1"}, "rollout": 100, "configurations": ["appStore"]}}}"#
        let entry = try #require(RemotePayload.decode(Array(json.utf8)).payload.entries.first)
        guard case .targeted(let rules) = entry.rules else {
            Issue.record("the entry has conditions, so it is targeted")
            return
        }
        let context = TargetingContext(unitID: "u", osVersion: Version("17.4"), platform: .iOS)
        let explanation = rules.table.explanation(ofFlag: rules.flag, in: context, configuration: "appStore")
        let phrases = try #require(explanation.checkedRules.first).outcomes.map(\.phrase)
        #expect(phrases.count == 4)
        for (phrase, start) in zip(phrases, ["configuration", "rollout", "OS version", "platform"]) {
            #expect(phrase.hasPrefix(start), "\(phrases)")
        }
    }
}
