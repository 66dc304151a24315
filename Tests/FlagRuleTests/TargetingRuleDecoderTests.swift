import FeatureFlagKit
import FlagJSON
import Testing

@Suite struct TargetingRuleDecoderTests {
    private func decode(_ json: String, key: String = "newEditor") throws -> [TargetingRule] {
        try TargetingRuleDecoder.decode(Array(json.utf8), key: key)
    }

    /// The problems `json` has, as `line:column: message`.
    private func problems(_ json: String, key: String = "newEditor") throws -> [String] {
        let bytes = Array(json.utf8)
        let lines = LineIndex(bytes)
        do {
            let rules = try TargetingRuleDecoder.decode(bytes, key: key)
            Issue.record("decoded \(rules) without problems")
            return []
        } catch let error as RuleDecodingError {
            return error.problems.map { "\(lines.location(ofOffset: $0.offset)): \($0.message)" }
        }
    }

    @Test func aBooleanIsOneRuleWithoutConditions() throws {
        #expect(try decode("false") == [TargetingRule(value: false)])
    }

    /// A string is one rule giving that string, which a variant flag takes as its variant's name
    /// when the rules are resolved against it.
    @Test func aVariantNameIsOneRuleGivingThatVariant() throws {
        #expect(
            try TargetingRuleDecoder.decode(Array(#""oneStep""#.utf8), key: "checkoutFlow") == [
                TargetingRule(value: .value(.string("oneStep")))
            ])
        let catalog = FlagCatalog(
            configurations: ["release"], localOverrideConfigurations: [],
            flags: [
                .init(
                    key: "checkoutFlow", remotePolicy: .allowed, allowsLocalOverride: true, compiledValues: [0],
                    variants: ["control", "oneStep", "express"])
            ])
        #expect(catalog.conforming(.string("oneStep"), at: 0, json: true) == .variant("oneStep"))
    }

    /// A number is one rule giving that number: an integer when it is written as one within 64
    /// bits, a double otherwise.
    @Test func aNumberIsOneRuleGivingThatNumber() throws {
        #expect(try decode("100") == [TargetingRule(value: .value(.integer(100)))])
        #expect(try decode("-9223372036854775808") == [TargetingRule(value: .value(.integer(.min)))])
        #expect(try decode("2.5") == [TargetingRule(value: .value(.double(2.5)))])
        #expect(try decode("1e2") == [TargetingRule(value: .value(.double(100)))])
        #expect(try decode("9223372036854775808") == [TargetingRule(value: .value(.double(0x1p63)))])
        #expect(try decode(#""""#) == [TargetingRule(value: .value(.string("")))])
    }

    @Test func aSplitKeepsItsEntriesInOrderWithTheRulesConditions() throws {
        let json = #"""
            { "split": [{ "value": "control", "weight": 50 }, { "value": "oneStep", "weight": 0 },
                        { "value": "express", "weight": 50 }], "rollout": 20, "group": "checkout-2026" }
            """#
        #expect(
            try TargetingRuleDecoder.decode(Array(json.utf8), key: "checkoutFlow") == [
                TargetingRule(
                    value: .split([
                        SplitEntry(value: .string("control"), weight: 50),
                        SplitEntry(value: .string("oneStep"), weight: 0),
                        SplitEntry(value: .string("express"), weight: 50),
                    ]), rollout: 20, group: "checkout-2026")
            ])
    }

    @Test func theVersionOneObjectKeepsItsMeaning() throws {
        #expect(
            try decode(#"{"value": true, "configurations": ["qa"]}"#) == [
                TargetingRule(value: true, configurations: ["qa"])
            ])
        #expect(
            try decode(#"{"value": true, "value": false, "configurations": []}"#) == [
                TargetingRule(value: true, configurations: [])
            ])
    }

    /// JSON readers differ on which of two equal keys counts: the first is used, as for a key
    /// twice in "flags", and each repeat is reported.
    @Test(arguments: [
        (#"{"value": true, "value": false}"#, #"1:17: 'newEditor' has "value" twice; the first one is used."#),
        (
            #"[{"value": false}, {"value": true, "rollout": 5, "rollout": 50}]"#,
            #"1:50: rule 2 of 'newEditor' has "rollout" twice; the first one is used."#
        ),
        (
            #"{"value": true, "appVersion": {"min": "1", "min": "30"}}"#,
            #"1:44: "appVersion" of 'newEditor' has "min" twice; the first one is used."#
        ),
        (
            #"{"split": [{"value": "a", "weight": 1, "weight": 0}]}"#,
            #"1:40: entry 1 of the split of 'newEditor' has "weight" twice; the first one is used."#
        ),
    ])
    func aRepeatedFieldIsNotedAndItsFirstOccurrenceUsed(json: String, note: String) throws {
        let bytes = Array(json.utf8)
        let (rules, notes) = try TargetingRuleDecoder.decodeNotingRepeats(bytes, key: "newEditor")
        #expect(notes.map { "\(LineIndex(bytes).location(ofOffset: $0.offset)): \($0.message)" } == [note])
        let first = try decode(
            json.replacingOccurrences(of: #", "value": false"#, with: "")
                .replacingOccurrences(of: #", "rollout": 50"#, with: "")
                .replacingOccurrences(of: #", "min": "30""#, with: "")
                .replacingOccurrences(of: #", "weight": 0"#, with: ""))
        #expect(rules == first)
    }

    /// A dropped entry reports its repeats with its problems, in document order.
    @Test func aDroppedEntryReportsItsRepeatsAmongItsProblems() throws {
        #expect(
            try problems(#"{"value": true, "value": false, "rollout": 500}"#) == [
                #"1:17: 'newEditor' has "value" twice; the first one is used."#,
                #"1:44: "rollout" of 'newEditor' must be a whole percentage from 0 to 100, not 500; the entry was ignored."#,
            ])
    }

    /// Every repeat of a split entry's field is noted, in document order.
    @Test func aSplitEntrysRepeatsAreNotedInOrder() throws {
        let json = #"{"split": [{"weight": 1, "weight": 2, "value": "a", "value": "b", "value": "c"}]}"#
        let bytes = Array(json.utf8)
        let (rules, notes) = try TargetingRuleDecoder.decodeNotingRepeats(bytes, key: "newEditor")
        #expect(rules.count == 1)
        #expect(
            notes.map { "\(LineIndex(bytes).location(ofOffset: $0.offset)): \($0.message)" } == [
                #"1:26: entry 1 of the split of 'newEditor' has "weight" twice; the first one is used."#,
                #"1:53: entry 1 of the split of 'newEditor' has "value" twice; the first one is used."#,
                #"1:67: entry 1 of the split of 'newEditor' has "value" twice; the first one is used."#,
            ])
    }

    @Test func decodesEveryCondition() throws {
        let rules = try decode(
            #"""
            [{ "value": false, "osVersion": { "max": "16" } },
             { "value": true, "configurations": ["appStore"], "rollout": 25, "group": "editor", "units": ["qa-1"],
               "appVersion": { "min": "24.3", "max": "25" }, "build": { "min": "1500" }, "platforms": ["iOS", "visionOS"] }]
            """#)
        #expect(
            rules == [
                TargetingRule(value: false, osVersion: VersionRange(max: Version("16"))),
                TargetingRule(
                    value: true, configurations: ["appStore"], rollout: 25, group: "editor", units: ["qa-1"],
                    appVersion: VersionRange(min: Version("24.3"), max: Version("25")),
                    build: VersionRange(min: Version("1500")),
                    platforms: [.iOS, .visionOS]),
            ])
        #expect(try decode("[]") == [])
    }

    @Test(arguments: [
        (
            #"null"#,
            #"1:1: 'newEditor' must be true, false, a variant's name, a number, a string, a rule such as { "value": true, "rollout": 25 } or a list of rules, not null; the entry was ignored."#
        ),
        (
            #"[true]"#,
            #"1:2: rule 1 of 'newEditor' must be an object such as { "value": true, "rollout": 25 }, not a Boolean; the entry was ignored."#
        ),
        (
            #"{"value": true, "colour": 1}"#,
            #"1:17: 'newEditor' has the unknown field 'colour' (allowed: value, split, configurations, rollout, group, units, appVersion, build, osVersion, platforms); the entry was ignored."#
        ),
        (
            #"{"rollout": 5}"#,
            #"1:1: 'newEditor' needs "value": true, false, a variant's name, a number or a string, or a "split"; the entry was ignored."#
        ),
        (
            #"{"value": null}"#,
            #"1:11: "value" of 'newEditor' must be true, false, a variant's name, a number or a string, not null; the entry was ignored."#
        ),
        (
            #"{"value": [true]}"#,
            #"1:11: "value" of 'newEditor' must be true, false, a variant's name, a number or a string, not an array; the entry was ignored."#
        ),
        (
            #"{"split": [{"value": {}, "weight": 1}]}"#,
            #"1:22: "value" of entry 1 of the split of 'newEditor' must be true, false, a variant's name, a number or a string, not an object; the entry was ignored."#
        ),
        (
            #"{"value": "a", "split": [{"value": "a", "weight": 1}]}"#,
            #"1:16: 'newEditor' has both "value" and "split"; give one; the entry was ignored."#
        ),
        (
            #"{"split": []}"#,
            #"1:11: "split" of 'newEditor' must be a non-empty list such as [{ "value": "control", "weight": 50 }, { "value": "oneStep", "weight": 50 }], not an empty list; the entry was ignored."#
        ),
        (
            #"{"split": [{"value": "a", "weight": 0}, {"value": "b", "weight": 0}]}"#,
            #"1:11: the weights of the split of 'newEditor' add up to 0; they must add up to 1 to 1000000; the entry was ignored."#
        ),
        (
            #"{"split": [{"value": "a", "weight": 600000}, {"value": "b", "weight": 400001}]}"#,
            #"1:11: the weights of the split of 'newEditor' add up to 1000001; they must add up to 1 to 1000000; the entry was ignored."#
        ),
        (
            #"{"split": [{"value": "a", "weight": 2.5}]}"#,
            #"1:37: "weight" of entry 1 of the split of 'newEditor' must be a whole number from 0 to 1000000, not 2.5; the entry was ignored."#
        ),
        (
            #"{"split": [{"value": "a", "weight": -1}]}"#,
            #"1:37: "weight" of entry 1 of the split of 'newEditor' must be a whole number from 0 to 1000000, not -1; the entry was ignored."#
        ),
        (
            #"{"split": [{"value": "a", "weight": 1}, {"value": "a", "weight": 1}]}"#,
            #"1:51: entry 2 of the split of 'newEditor' repeats the value "a"; the entry was ignored."#
        ),
        (
            #"{"split": [{"value": "a"}]}"#,
            #"1:12: entry 1 of the split of 'newEditor' needs "weight", a whole number from 0; the entry was ignored."#
        ),
        (
            #"{"split": [{"value": "a", "weight": 1, "share": 2}]}"#,
            #"1:40: entry 1 of the split of 'newEditor' has the unknown field 'share' (allowed: value, weight); the entry was ignored."#
        ),
        (
            #"{"split": ["a"]}"#,
            #"1:12: entry 1 of the split of 'newEditor' must be an object such as { "value": "control", "weight": 50 }; the entry was ignored."#
        ),
        (
            #"{"value": true, "configurations": "qa"}"#,
            #"1:35: "configurations" of 'newEditor' must be a list of configuration names; the entry was ignored."#
        ),
        (
            #"{"value": true, "rollout": 101}"#,
            #"1:28: "rollout" of 'newEditor' must be a whole percentage from 0 to 100, not 101; the entry was ignored."#
        ),
        (
            #"{"value": true, "rollout": -1}"#,
            #"1:28: "rollout" of 'newEditor' must be a whole percentage from 0 to 100, not -1; the entry was ignored."#
        ),
        (
            #"{"value": true, "rollout": 25.5}"#,
            #"1:28: "rollout" of 'newEditor' must be a whole percentage from 0 to 100, not 25.5; the entry was ignored."#
        ),
        (
            #"{"value": true, "rollout": 1e-400}"#,
            #"1:28: "rollout" of 'newEditor' must be a whole percentage from 0 to 100, not a number that only rounds to 0; write it without a fraction or an exponent; the entry was ignored."#
        ),
        (
            #"{"value": true, "rollout": 99.99999999999999999}"#,
            #"1:28: "rollout" of 'newEditor' must be a whole percentage from 0 to 100, not a number that only rounds to 100; write it without a fraction or an exponent; the entry was ignored."#
        ),
        (
            #"{"value": true, "rollout": "25"}"#,
            #"1:28: "rollout" of 'newEditor' must be a whole percentage from 0 to 100, not a string; the entry was ignored."#
        ),
        (
            #"{"value": true, "group": ""}"#,
            #"1:26: "group" of 'newEditor' must be a non-empty string naming the bucketing group; the entry was ignored."#
        ),
        (
            #"{"value": true, "units": ["a", 2]}"#,
            #"1:26: "units" of 'newEditor' must be a list of unit ids (strings); the entry was ignored."#
        ),
        (
            #"{"value": true, "appVersion": "24.3"}"#,
            #"1:31: "appVersion" of 'newEditor' must be an object such as { "min": "24.3", "max": "25" }, not a string; the entry was ignored."#
        ),
        (
            #"{"value": true, "build": {"minimum": "1"}}"#,
            #"1:27: "build" of 'newEditor' has the unknown field 'minimum' (allowed: min, max); the entry was ignored."#
        ),
        (
            #"{"value": true, "osVersion": {}}"#,
            #"1:30: "osVersion" of 'newEditor' needs "min", "max" or both; the entry was ignored."#
        ),
        (
            #"{"value": true, "appVersion": {"min": 24.3}}"#,
            #"1:39: "appVersion.min" of 'newEditor' must be a version string such as "24.3", not 24.3; the entry was ignored."#
        ),
        (
            #"{"value": true, "appVersion": {"max": "24.3-beta"}}"#,
            #"1:39: "appVersion.max" of 'newEditor' is '24.3-beta', not a version; write dot-separated whole numbers such as "24.3"; the entry was ignored."#
        ),
        (
            #"{"value": true, "appVersion": {"max": "1.99999999999999999999"}}"#,
            #"1:39: "appVersion.max" of 'newEditor' is '1.99999999999999999999', which has a component above 9223372036854775807, the largest a version component may be; the entry was ignored."#
        ),
        (
            #"{"value": true, "appVersion": {"min": "25", "max": "24.3"}}"#,
            #"1:31: "appVersion" of 'newEditor' has "min" 25 at or above "max" 24.3, so it never holds; the entry was ignored."#
        ),
        (
            #"{"value": true, "appVersion": {"min": "24.3", "max": "24.3.0"}}"#,
            #"1:31: "appVersion" of 'newEditor' has "min" 24.3 at or above "max" 24.3.0, so it never holds; the entry was ignored."#
        ),
        (
            #"{"value": true, "platforms": "iOS"}"#,
            #"1:30: "platforms" of 'newEditor' must be a list of platform names (iOS, macOS, tvOS, watchOS, visionOS, Linux, Windows, Android); the entry was ignored."#
        ),
        (
            #"{"value": true, "platforms": ["ios"]}"#,
            #"1:30: "platforms" of 'newEditor' names the unknown platform 'ios' (did you mean iOS?); the entry was ignored."#
        ),
        (
            #"{"value": true, "platforms": ["BeOS"]}"#,
            #"1:30: "platforms" of 'newEditor' names the unknown platform 'BeOS' (known: iOS, macOS, tvOS, watchOS, visionOS, Linux, Windows, Android); the entry was ignored."#
        ),
    ])
    func reportsEachProblemWithItsLocation(json: String, message: String) throws {
        #expect(try problems(json) == [message])
    }

    @Test func oneBadRuleDropsTheWholeListAndEveryProblemIsReported() throws {
        #expect(
            try problems(
                #"""
                [{ "value": false, "osVersion": { "max": "16.x" } },
                 { "value": true, "rollout": 250, "colour": "red" }]
                """#) == [
                    #"1:42: "osVersion.max" of rule 1 of 'newEditor' is '16.x', not a version; write dot-separated whole numbers such as "24.3"; the entry was ignored."#,
                    #"2:30: "rollout" of rule 2 of 'newEditor' must be a whole percentage from 0 to 100, not 250; the entry was ignored."#,
                    #"2:35: rule 2 of 'newEditor' has the unknown field 'colour' (allowed: value, split, configurations, rollout, group, units, appVersion, build, osVersion, platforms); the entry was ignored."#,
                ])
    }

    @Test func outsideTextCannotForgeALine() throws {
        #expect(
            try problems(#"{"value": true, "platforms": ["x\ny.json:1:1: error: z"]}"#, key: "a\nb") == [
                #"1:30: "platforms" of "a\nb" names the unknown platform "x\ny.json:1:1: error: z" (known: iOS, macOS, tvOS, watchOS, visionOS, Linux, Windows, Android); the entry was ignored."#
            ])
    }
}
