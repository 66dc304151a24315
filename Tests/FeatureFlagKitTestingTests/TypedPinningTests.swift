import FeatureFlagKit
import FeatureFlagKitTestSupport
import FeatureFlagKitTesting
import Testing

@Test(.flagOverrides([FeatureFlag.uploadLimit: 100, .sampleRate: 0.25, .greeting: .string("Hi")]))
func aTestSeesTheTypedValuesItsTraitPins() async {
    #expect(FeatureFlag.Values.uploadLimit == 100)
    #expect(FeatureFlag.Values.sampleRate == 0.25)
    #expect(FeatureFlag.Values.greeting == "Hi")
    #expect(await Task { FeatureFlag.Values.uploadLimit }.value == 100, "a child task sees it too")
}

@Test func withoutTheTraitTheCompiledTypedValuesAreInForce() {
    #expect(FeatureFlag.Values.uploadLimit == 25)
    #expect(FeatureFlag.Values.sampleRate == 0.5)
    #expect(FeatureFlag.Values.greeting == "Hello")
}

@Test func typedValuesArePinnedTheWayProductionCouldSetThem() throws {
    let store = try FeatureFlag.isolatedStore(overriding: [.uploadLimit: 500, .sampleRate: 1, .greeting: .string("")])
    #expect(store.value(of: .uploadLimit) == 500)
    #expect(store.evaluation(of: .uploadLimit).source == .localOverride)
    #expect(store.value(of: .sampleRate) == .double(1), "an integer is a double flag's value when exact")
    #expect(store.evaluation(of: .sampleRate).source == .remote, "no local overrides: a remote value")
    #expect(store.value(of: .greeting) == .string(""))
    #expect(
        try FeatureFlag.withOverrides([.uploadLimit: 1]) { FeatureFlag.Values.uploadLimit } == 1,
        "withOverrides takes typed values too")
}

@Suite(.flagOverrides([FeatureFlag.uploadLimit: 200, .greeting: .string("Suite")]))
struct TypedSuiteTraitTests {
    @Test func everyTestOfTheSuiteSeesItsValues() {
        #expect(FeatureFlag.Values.uploadLimit == 200)
        #expect(FeatureFlag.Values.greeting == "Suite")
    }

    @Test(.flagOverrides([FeatureFlag.uploadLimit: 300]))
    func aTestTraitWinsOverTheSuiteTrait() {
        #expect(FeatureFlag.Values.uploadLimit == 300)
        #expect(FeatureFlag.Values.greeting == "Suite")
    }
}

@Suite struct TypedRefusalTests {
    /// What `isolatedStore(overriding:)` refuses `overrides` with, as a sentence.
    private func refusal(of overrides: [FeatureFlag: FlagValue]) -> String? {
        do throws(OverrideRefusal) {
            _ = try FeatureFlag.isolatedStore(overriding: overrides)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aValueOutsideTheBoundsIsRefusedNamingTheBound() {
        #expect(refusal(of: [.uploadLimit: 501]) == "cannot override 'uploadLimit': 501 is above its maximum 500.")
        #expect(refusal(of: [.uploadLimit: 0]) == "cannot override 'uploadLimit': 0 is below its minimum 1.")
        #expect(refusal(of: [.sampleRate: 1.5]) == "cannot override 'sampleRate': 1.5 is above its maximum 1.")
        #expect(
            refusal(of: [.greeting: .string("Hello, every one of you")])
                == "cannot override 'greeting': \"Hello, every one of you\" is 23 UTF-8 bytes long, more than its maxLength 16."
        )
    }

    @Test func aValueOfAnotherTypeIsRefusedNamingTheType() {
        #expect(
            refusal(of: [.uploadLimit: 2.5])
                == "cannot override 'uploadLimit': 2.5 is not a whole number, and an integer flag's value is one.")
        #expect(
            refusal(of: [.uploadLimit: true])
                == "cannot override 'uploadLimit': true is a Boolean, not an integer (1...500).")
        #expect(
            refusal(of: [.greeting: "Hi"])
                == "cannot override 'greeting': 'Hi' is a variant's name; write a string flag's value as .string(\"Hi\")."
        )
        #expect(
            refusal(of: [.sampleRate: .string("0.5")])
                == "cannot override 'sampleRate': \"0.5\" is a string, not a double (0...1).")
    }

    @Test func theRefusalIsAnInvalidValueAndTheOtherPinsAreNotApplied() {
        #expect(
            throws: OverrideRefusal(key: "uploadLimit", reason: .invalidValue(900, reason: "is above its maximum 500"))
        ) {
            try FeatureFlag.isolatedStore(overriding: [.greeting: .string("Hi"), .uploadLimit: 900])
        }
    }

    @Test func aConstantTypedFlagIsRefusedAsConstantInBuild() {
        #expect(
            throws: OverrideRefusal(key: "pinnedRetries", reason: .constantInBuild(configuration: "localDeveloper"))
        ) {
            try FeatureFlag.isolatedStore(overriding: [.pinnedRetries: 4])
        }
    }

    @Test(.flagOverrides([FeatureFlag.uploadLimit: 100]))
    func aTraitsRefusalFailsBeforeTheBody() async throws {
        let trait: FlagOverridesTrait = .flagOverrides([FeatureFlag.uploadLimit: 1000])
        let test = try #require(Test.current)
        let error = await #expect(throws: OverrideRefusal.self) {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                Issue.record("the body must not run with a value outside the bounds")
            }
        }
        #expect(error?.description == "cannot override 'uploadLimit': 1000 is above its maximum 500.")
    }
}
