import FeatureFlagKit
import Foundation
import Testing

@Suite struct ReportTests {
    private func store() throws -> FlagStore<FeatureFlag> {
        let store = FlagStore<FeatureFlag>(configuration: .release)
        try store.applyRemotePayload(
            Data(#"{"version": 1, "flags": {"offAllowedLocal": true, "kill_switch": true, "nope": true}}"#.utf8),
            fetchedAt: Date(timeIntervalSince1970: 1_800_000_000))
        return store
    }

    @Test func textReportHasOneRowPerFlagWithItsReason() throws {
        let text = try store().report().text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "configuration: release; remote payload fetched 2027-01-15T08:00:00Z")
        #expect(lines[2].hasPrefix("flag  ") && lines[2].hasSuffix("why"))
        #expect(
            lines.contains {
                $0.hasPrefix("offAllowedLocal ") && $0.hasSuffix("on: remote value fetched 2027-01-15T08:00:00Z")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("killSwitch ")
                    && $0.hasSuffix(
                        "off: compiled value in release; remote value on refused: may only be turned off remotely (\"remote\": \"disable-only\")"
                    )
            })
        #expect(lines.filter { $0.hasPrefix("bit") }.count == 8)
        #expect(
            text.hasSuffix(
                """
                diagnostics:
                - 1:51: 'kill_switch' may only be turned off remotely ("remote": "disable-only"); the value was refused.
                - 1:72: 'nope' is not a flag of this build; ignored.

                """))
        #expect(!text.contains(" \n"), "no trailing spaces")
    }

    @Test func aVariantFlagsRowWordsItsRuleAndRemotePolicyByVariant() throws {
        let text = try store().report().text
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("paywall ") })
        #expect(
            row.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } == [
                "paywall", "control", "always control", "any variant", "allowed",
                "control: compiled value in release",
            ])
        let layout = try #require(text.split(separator: "\n").first { $0.hasPrefix("layout ") })
        #expect(
            layout.contains("grid in qa; cards in debug; otherwise list"),
            "the baseline, the manifest's fallback, is 'otherwise' when every variant is compiled once")
    }

    @Test func jsonReportIsValidJSONWithEveryFlag() throws {
        let json = try store().report().json
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["configuration"] as? String == "release")
        #expect(object["remoteFetchedAt"] as? String == "2027-01-15T08:00:00Z")
        let flags = try #require(object["flags"] as? [[String: Any]])
        #expect(flags.count == FeatureFlag.allCases.count)
        let killSwitch = try #require(flags.first { $0["key"] as? String == "kill_switch" })
        #expect(killSwitch["value"] as? Bool == false)
        #expect(killSwitch["remoteValue"] as? Bool == true)
        #expect(killSwitch["source"] as? String == "compiled")
        #expect(killSwitch["owner"] as? String == "platform-team")
        #expect((object["diagnostics"] as? [String])?.count == 2)
    }

    @Test func emptyArraysAreCompact() {
        let json = FlagReport<FeatureFlag>(FlagSnapshot(configuration: .debug)).json
        #expect(json.contains("\"remoteFetchedAt\": null,"))
        #expect(json.contains("\"diagnostics\": []"))
    }
}
