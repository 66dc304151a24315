import FeatureFlagKit
import FlagJSON
import ManifestVocabulary
import Testing

@Suite struct RemotePolicyTests {
    @Test(arguments: [("true", RemotePolicy.allowed), ("false", .forbidden), (#""disable-only""#, .disableOnly)])
    func manifestValuesReadAsPolicies(json: String, policy: RemotePolicy) throws {
        #expect(RemotePolicy(manifestValue: try JSONParser.parse(Array(json.utf8))) == policy)
        #expect(policy.manifestValue.text(singleLineFrom: 0) == json)
    }

    @Test(arguments: [#""yes""#, "1", "null", "[]"])
    func otherValuesAreNotPolicies(json: String) throws {
        #expect(RemotePolicy(manifestValue: try JSONParser.parse(Array(json.utf8))) == nil)
    }

    /// The whole rule, written out: what may change a flag, by policy, by whether a local
    /// override is honoured (the flag allows one and the configuration honours them), and by
    /// the compiled value.
    @Test func overridabilityTable() {
        let expected: [RemotePolicy: [Bool]] = [
            // (honoured, compiled): (false,false) (false,true) (true,false) (true,true)
            .forbidden: [false, false, true, true],
            .allowed: [true, true, true, true],
            .disableOnly: [false, true, true, true],
        ]
        for policy in RemotePolicy.allCases {
            let answers = [(false, false), (false, true), (true, false), (true, true)].map { honoured, compiled in
                policy.isOverridable(existsInAppVariant: true, localOverrideHonoured: honoured, compiledValue: compiled)
            }
            #expect(answers == expected[policy], "\(policy)")
            let absent = [(false, false), (false, true), (true, false), (true, true)].map { honoured, compiled in
                policy.isOverridable(
                    existsInAppVariant: false, localOverrideHonoured: honoured, compiledValue: compiled)
            }
            #expect(
                absent == [false, false, false, false], "\(policy): a flag absent from the app variant never changes")
        }
    }

    @Test func refusalsNameTheManifestField() {
        #expect(RemotePolicy.forbidden.refusal(of: true)?.clause() == #"may not be changed remotely ("remote": false)"#)
        #expect(
            RemotePolicy.disableOnly.refusal(of: true)?.clause()
                == #"may only be turned off remotely ("remote": "disable-only")"#)
        #expect(RemotePolicy.disableOnly.refusal(of: false) == nil)
        #expect(RemotePolicy.allowed.refusal(of: true) == nil)
    }
}
