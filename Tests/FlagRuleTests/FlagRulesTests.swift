import FeatureFlagKit
import Testing

@Suite struct FlagRulesTests {
    /// The contract's example: off below iOS 16, then 25% of app versions from 24.3 on.
    /// In the group "newEditor", user-10 has bucket 13 and user-1 bucket 80.
    private let newEditor = FlagRules(
        key: "newEditor",
        rules: [
            TargetingRule(value: false, osVersion: VersionRange(max: Version("16"))),
            TargetingRule(value: true, rollout: 25, appVersion: VersionRange(min: Version("24.3"))),
        ])

    private func device(_ unitID: String, app: String? = "24.4", os: String? = "17.4", platform: TargetPlatform? = .iOS)
        -> TargetingContext
    {
        TargetingContext(
            unitID: unitID, appVersion: app.flatMap { Version($0) }, osVersion: os.flatMap { Version($0) },
            platform: platform)
    }

    private func explain(_ rules: FlagRules, _ context: TargetingContext, configuration: String = "appStore") -> String
    {
        let explanation = rules.explanation(in: context, configuration: configuration)
        let checked = explanation.checkedRules
        #expect(checked.dropLast().allSatisfy { !$0.holds }, "a rule that holds ends the check")
        #expect(
            explanation.match == checked.last.flatMap { $0.holds ? $0.index : nil })
        #expect(
            explanation.match == rules.decision(in: context, configuration: configuration),
            "the decision and its explanation disagree")
        return explanation.description
    }

    @Test func namesTheRuleThatMatchedAndWhy() {
        #expect(
            newEditor.decision(in: device("user-10"), configuration: "appStore") == 1)
        #expect(
            explain(newEditor, device("user-10"))
                == "remote rule 2 (rollout 25%: bucket 13 ≤ 25; app version 24.4 ≥ 24.3)")
        #expect(explain(newEditor, device("user-1", os: "15.7")) == "remote rule 1 (OS version 15.7 < 16)")
    }

    @Test func saysWhyNoRuleMatched() {
        #expect(newEditor.decision(in: device("user-1"), configuration: "appStore") == nil)
        #expect(
            explain(newEditor, device("user-1"))
                == "no remote rule matched: rule 1 (OS version 17.4 ≥ maximum 16), rule 2 (rollout 25%: bucket 80 > 25)"
        )
        #expect(
            explain(newEditor, device("user-10", app: "24.2.9"))
                == "no remote rule matched: rule 1 (OS version 17.4 ≥ maximum 16), rule 2 (app version 24.2.9 < minimum 24.3)"
        )
    }

    @Test func anUnknownDeviceVersionMatchesNoRuleThatTestsIt() {
        #expect(
            explain(newEditor, device("user-10", app: nil, os: nil))
                == "no remote rule matched: rule 1 (OS version unknown), rule 2 (app version unknown)")
        let outcomes = newEditor.explanation(in: device("user-10", app: nil), configuration: "appStore").checkedRules
            .last?.outcomes
        #expect(outcomes?.map(\.phrase) == ["rollout 25%: bucket 13 ≤ 25", "app version unknown"])
        #expect(outcomes?.map(\.holds) == [true, false])
    }

    @Test func listedUnitsHoldWhateverTheRolloutSays() {
        let testers = FlagRules(
            key: "newEditor", rules: [TargetingRule(value: true, rollout: 0, units: ["qa-1", "qa-2"])])
        #expect(explain(testers, device("qa-2")) == "remote rule 1 (unit listed)")
        #expect(explain(testers, device("user-10")) == "no remote rule matched: rule 1 (rollout 0%: bucket 13 > 0)")
        let onlyListed = FlagRules(key: "newEditor", rules: [TargetingRule(value: true, units: ["qa-1"])])
        #expect(explain(onlyListed, device("qa-1")) == "remote rule 1 (unit listed)")
        #expect(explain(onlyListed, device("user-10")) == "no remote rule matched: rule 1 (unit not listed)")
    }

    @Test func configurationsAndPlatformsMustBeListed() {
        let rules = FlagRules(
            key: "newEditor",
            rules: [
                TargetingRule(value: true, configurations: ["prereleaseTesting"], platforms: [.iOS, .macOS])
            ])
        #expect(
            explain(rules, device("user-1"), configuration: "prereleaseTesting")
                == "remote rule 1 (configuration prereleaseTesting listed; platform iOS listed)")
        #expect(
            explain(rules, device("user-1", platform: .android), configuration: "appStore")
                == "no remote rule matched: rule 1 (configuration appStore not listed; platform Android not listed)")
        #expect(
            explain(rules, device("user-1", platform: nil), configuration: "prereleaseTesting")
                == "no remote rule matched: rule 1 (platform unknown)")
    }

    @Test func buildBoundsUseTheBuildNumber() {
        let rules = FlagRules(
            key: "newEditor", rules: [TargetingRule(value: true, build: VersionRange(min: Version("1500")))])
        var context = device("user-1")
        #expect(explain(rules, context) == "no remote rule matched: rule 1 (build unknown)")
        context.build = Version("1520")
        #expect(explain(rules, context) == "remote rule 1 (build 1520 ≥ 1500)")
    }

    @Test func aRuleWithoutConditionsAlwaysHoldsAndAnEmptyListNever() {
        let plain = FlagRules(key: "quick_start", rules: [TargetingRule(value: false)])
        #expect(plain.decision(in: device("user-1"), configuration: "appStore") == 0)
        #expect(explain(plain, device("user-1")) == "remote rule 1 (no conditions)")
        let empty = FlagRules(key: "quick_start", rules: [])
        #expect(explain(empty, device("user-1")) == "no remote rule matched: the flag's list of rules is empty")
    }

    @Test func theGroupDefaultsToTheFlagKey() {
        var random = SplitMix64(seed: 4)
        let implicit = FlagRules(key: "newEditor", rules: [TargetingRule(value: true, rollout: 50)])
        let explicit = FlagRules(key: "other", rules: [TargetingRule(value: true, rollout: 50, group: "newEditor")])
        for _ in 0..<1_000 {
            let context = device(random.unitID())
            #expect(
                implicit.decision(in: context, configuration: "appStore")
                    == explicit.decision(in: context, configuration: "appStore"))
        }
    }

    @Test func checkingStopsAtTheRuleThatHolds() {
        var random = SplitMix64(seed: 5)
        let versions = [nil, "15", "16", "24.2", "24.3", "25"]
        for _ in 0..<2_000 {
            let context = device(
                random.unitID(), app: versions.randomElement(using: &random)!,
                os: versions.randomElement(using: &random)!,
                platform: [nil, .iOS, .android].randomElement(using: &random)!)
            _ = explain(newEditor, context)
        }
    }

    /// A rule's conditions are explained in the order of the rule's fields, whatever order the
    /// payload wrote them in.
    @Test func explanationsListConditionsInFieldOrderWhateverOrderTheyWereWritten() throws {
        let json =
            #"{"version": 1, "flags": {"f": {"value": true, "platforms": ["iOS"], "osVersion": {"min": "1"}, "rollout": 100, "configurations": ["appStore"]}}}"#
        let entry = try #require(RemotePayload.decode(Array(json.utf8)).payload.entries.first)
        guard case .targeted(let rules) = entry.rules else {
            Issue.record("the entry has conditions, so it is targeted")
            return
        }
        let context = TargetingContext(unitID: "u", osVersion: Version("17.4"), platform: .iOS)
        let explanation = rules.explanation(forFlag: entry.key, in: context, configuration: "appStore")
        let phrases = try #require(explanation.checkedRules.first).outcomes.map(\.phrase)
        #expect(phrases.count == 4)
        for (phrase, start) in zip(phrases, ["configuration", "rollout", "OS version", "platform"]) {
            #expect(phrase.hasPrefix(start), "\(phrases)")
        }
    }
}
