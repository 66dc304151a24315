import FeatureFlagKit
import FeatureFlagKitTestSupport
import FeatureFlagKitTesting
import Foundation
import Testing

@Test(.flagOverrides([FeatureFlag.newEditor: true]))
func aTestSeesTheValueItsTraitPins() async {
    #expect(FeatureFlag.newEditor.isEnabled)
    #expect(await Task { FeatureFlag.newEditor.isEnabled }.value, "a child task sees the override too")
    #expect(FeatureFlag.quickStart.isEnabled, "a flag the trait doesn't name keeps its compiled value")
}

@Test func withoutTheTraitTheCompiledValueIsInForce() {
    #expect(!FeatureFlag.newEditor.isEnabled)
}

@Suite(.flagOverrides([FeatureFlag.newEditor: true]))
struct SuiteTraitTests {
    @Test func everyTestOfTheSuiteSeesItsOverrides() {
        #expect(FeatureFlag.newEditor.isEnabled)
    }

    @Test(.flagOverrides([FeatureFlag.quickStart: false]))
    func aTestTraitAddsToTheSuiteTrait() {
        #expect(FeatureFlag.newEditor.isEnabled)
        #expect(!FeatureFlag.quickStart.isEnabled)
    }

    @Test(.flagOverrides([FeatureFlag.newEditor: false]))
    func aTestTraitWinsOverTheSuiteTraitForTheSameFlag() {
        #expect(!FeatureFlag.newEditor.isEnabled)
    }
}

@Test func aFlagThatCantBeOverriddenFailsTheTestWithTheOverrideError() async throws {
    let trait: FlagOverridesTrait = .flagOverrides([FeatureFlag.pinnedConstant: false])
    let ran = Protected(false)
    let test = try #require(Test.current)
    let error = await #expect(throws: OverrideRefusal.self) {
        try await trait.provideScope(for: test, testCase: Test.Case.current) { ran.withValue { $0 = true } }
    }
    #expect(error == OverrideRefusal(key: "pinnedConstant", reason: .constantInBuild(configuration: "localDeveloper")))
    #expect(
        error?.description.hasSuffix(
            "test its rule with isEnabled(in:) (a typed flag's with FeatureFlag.Values.<name>(in:)) instead.") == true)
    #expect(!ran.withValue { $0 }, "the test body must not run with overrides that weren't applied")
}
