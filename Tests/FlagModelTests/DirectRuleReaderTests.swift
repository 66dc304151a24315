import FlagJSON
import FlagModel
import Testing

/// The payload decoder's fast way to read rules: straight from the bytes, for the common
/// well-formed rules, leaving everything else to ``TargetingRuleDecoder``.
@Suite struct DirectRuleReaderTests {
    /// What the direct reader makes of `json`, and where it leaves the scanner.
    private func direct(_ json: String) -> (rules: [TargetingRule]?, end: Int) {
        Array(json.utf8).withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer, maximumDepth: 16)
            let rules = DirectRuleReader.rules(&scanner)
            return (rules, scanner.index)
        }
    }

    private func tree(_ json: String) throws -> [TargetingRule] {
        try TargetingRuleDecoder.decode(JSONParser.parse(Array(json.utf8)), key: "newEditor")
    }

    @Test(arguments: [
        #"[{ "value": false, "osVersion": { "max": "16" } }, { "value": true, "configurations": ["appStore"], "rollout": 25, "group": "editor", "units": ["qa-1"], "appVersion": { "min": "24.3", "max": "25" }, "build": { "min": "1500" }, "platforms": ["iOS", "visionOS"] }]"#,
        #"{"value": true, "rollout": 25, "appVersion": {"min": "24.3"}}"#,
        #"{"value":false,"configurations":[],"units":[],"platforms":[]}"#,
        #"{"value": true, "group": "a\u0062", "rollout": 0, "osVersion": {"max": "1.2", "min": "1"}}"#,
        #"{"value": true, "rollout": -0}"#,
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
        #"[{"value": true},]"#,
        #"{"value": tru}"#,
    ])
    func leavesEverythingElseToTheTreeDecoder(json: String) {
        #expect(direct(json).rules == nil)
    }
}
