import FlagGenerator
import Testing

/// Flags that exist only in some app variants (`"enabled": { "in": [...], "if": "JETPACK" }`):
/// the model, and how the generated switches test the condition.
@Suite struct VariantRenderingTests {
    static let manifest = #"""
        {"version": 1, "flags": [
          {"name": "jetpackStats", "description": "J.", "enabled": {"in": ["appStore"], "if": "JETPACK"}, "remote": true},
          {"name": "banner", "description": "B.", "enabled": {"if": "!JETPACK"}},
          {"name": "plain", "description": "P.", "enabled": {"except": ["appStore"]}}
        ]}
        """#

    private func generatedFlagFile() throws -> String {
        let result = GeneratorPipeline.run(
            Array(Self.manifest.utf8), sourceName: "flags.json", today: CalendarDate(year: 2027, month: 1, day: 1))
        return try #require(result.files.last).contents
    }

    @Test func decodesTheRuleAndTheCondition() throws {
        let manifest = try #require(ManifestDecoder.decode(Array(Self.manifest.utf8)).manifest)
        #expect(
            manifest.flags.map(\.value) == [
                .boolean(.only(["appStore"])), .boolean(.always), .boolean(.except(["appStore"])),
            ])
        #expect(manifest.flags.map(\.appVariant?.description) == ["JETPACK", "!JETPACK", nil])
        let stats = manifest.flags[0]
        #expect(stats.isEnabled(in: "appStore", appVariantHolds: true))
        #expect(!stats.isEnabled(in: "appStore", appVariantHolds: false))
        #expect(
            manifest.flags[2].isEnabled(in: "localDeveloper", appVariantHolds: false),
            "a flag without 'if' is in every variant")
    }

    @Test func isEnabledInTestsTheConditionInsideTheArm() throws {
        let text = try generatedFlagFile()
        #expect(
            text.contains(
                """
                        case .jetpackStats:
                            #if JETPACK
                            return configuration == .appStore
                            #else
                            return false
                            #endif
                """))
        #expect(
            text.contains(
                """
                        case .banner:
                            #if !JETPACK
                            return true
                            #else
                            return false
                            #endif
                """))
    }

    @Test func factsSayWhichVariantsHaveTheFlag() throws {
        let text = try generatedFlagFile()
        #expect(text.contains("/// - Compiled: on in appStore; only when JETPACK is defined."))
        #expect(text.contains("/// - Compiled: on; only when JETPACK is not defined."))
        #expect(text.contains("/// - Compiled: on in branchTest, prereleaseTesting, localDeveloper.\n"))
    }
}
