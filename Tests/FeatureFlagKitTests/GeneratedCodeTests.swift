import FeatureFlagKit
import FeatureFlagKitTestSupport
import Testing

/// The generated enum against the runtime's own reading of the same manifest.
@Suite struct GeneratedCodeTests {
    @Test func ordinalsAreDeclarationOrder() {
        #expect(FeatureFlag.allCases.map(\._ordinal) == Array(0..<FeatureFlag.allCases.count))
        #expect(FeatureFlag.allCases.first == .onForbiddenLocal)
        #expect(FeatureFlag.allCases.last == .lockedRetries)
        #expect(Set(FeatureFlag.allCases).count == FeatureFlag.allCases.count)
        #expect(FeatureFlag.bit3 != FeatureFlag.bit4)
    }

    @Test func metadataComesFromTheManifest() {
        let metadata = FeatureFlag.killSwitch.metadata
        #expect(
            metadata
                == FlagMetadata(
                    name: "killSwitch", key: "kill_switch", description: "A disable-only flag with a custom key.",
                    owner: "platform-team", expires: "2030-01-01", remotePolicy: .disableOnly, allowsLocalOverride: true
                ))
        #expect(FeatureFlag.onAllowedNoLocal.metadata.remotePolicy == .allowed)
        #expect(!FeatureFlag.onAllowedNoLocal.metadata.allowsLocalOverride)
    }

    @Test(arguments: BuildConfiguration.allCases)
    func generatedOverridabilityAgreesWithTheRuntime(configuration: BuildConfiguration) {
        let snapshot = FlagSnapshot<FeatureFlag>(configuration: configuration)
        for flag in FeatureFlag.allCases {
            #expect(flag.isOverridable(in: configuration) == snapshot.evaluation(of: flag).isOverridable, "\(flag)")
        }
    }

    @Test func rulesEvaluateForEveryConfiguration() {
        #expect(FeatureFlag.killSwitch.enabledConfigurations == [.qa, .debug])
        #expect(FeatureFlag.killSwitch.ruleSummary == "on except in release")
        #expect(FeatureFlag.onlyInQA.ruleSummary == "on in qa")
        #expect(FeatureFlag.bit0.ruleSummary == "always off")
        #expect(BuildConfiguration.current == .debug)
        #expect(BuildConfiguration.current ~= [.debug, .qa])
        #expect(BuildConfiguration.allCases.filter(\.allowsLocalOverrides) == [.qa, .debug])
    }

    @Test func isEnabledReadsTheStoreOnlyForOverridableFlags() throws {
        // In this (debug) build, local overrides make most flags overridable; a flag that
        // forbids them and remote changes is a constant no store can change.
        let store = try FeatureFlag.isolatedStore(overriding: [.offAllowedLocal: true])
        FeatureFlag.withStore(store) {
            #expect(FeatureFlag.offAllowedLocal.isEnabled)
            #expect(FeatureFlag.onForbiddenNoLocal.isEnabled)
            #expect(!FeatureFlag.offForbiddenNoLocal.isEnabled)
        }
        #expect(!FeatureFlag.offAllowedLocal.isEnabled, "the shared store is untouched")
    }
}
