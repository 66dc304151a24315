import FeatureFlagKit
import ManifestVocabulary
import Testing

/// The generator's side (the `isOverridable(in:)` it rendered into `FeatureFlag.swift`) and the
/// runtime's side (the permissions a store builds from the same generated code) agree.
@Suite struct PolicyAgreementTests {
    private struct Combination: Hashable {
        let policy: RemotePolicy
        let allowsLocalOverride: Bool
        let compiledValue: Bool
        let configurationHonoursLocalOverrides: Bool
        let isInAppVariant: Bool
    }

    @Test func generatedAndRuntimeOverridabilityAgreeOverEveryCombination() throws {
        let catalog = FlagCatalog(FeatureFlag.self)
        var covered: Set<Combination> = []
        for configuration in BuildConfiguration.allCases {
            let index = try #require(catalog.configurationIndex(configuration.rawValue))
            let permissions = FlagPermissions(catalog: catalog, configurationIndex: index)
            for flag in FeatureFlag.allCases {
                covered.insert(
                    Combination(
                        policy: flag.metadata.remotePolicy, allowsLocalOverride: flag.metadata.allowsLocalOverride,
                        compiledValue: flag.isEnabled(in: configuration),
                        configurationHonoursLocalOverrides: configuration.allowsLocalOverrides,
                        isInAppVariant: flag.isInAppVariant))
                #expect(
                    flag.isOverridable(in: configuration) == permissions.isOverridable(at: flag._ordinal, in: catalog),
                    "\(flag) in \(configuration)")
            }
        }
        #expect(
            covered.filter(\.isInAppVariant).count == RemotePolicy.allCases.count * 2 * 2 * 2,
            "flags.json must hold every combination")
        // A flag of another app variant is off everywhere; every policy, with and without honoured local overrides.
        #expect(covered.filter { !$0.isInAppVariant }.count == RemotePolicy.allCases.count * 2)
    }
}
