import FeatureFlagKit

/// Ten thousand variant flags of three variants each, without generated code: what applying
/// 10,000 split entries is measured on.
struct SyntheticExperimentFlag: ManifestFlag {
    static let variants = ["control", "oneStep", "express"]

    let _ordinal: Int

    static let allCases = (0..<SyntheticFlag.count).map(SyntheticExperimentFlag.init(_ordinal:))

    static let sharedStore = FlagStore<SyntheticExperimentFlag>()

    var metadata: FlagMetadata {
        FlagMetadata(
            name: "experiment\(_ordinal)", key: SyntheticFlag.key(_ordinal), variants: Self.variants,
            remotePolicy: .allowed)
    }

    func isEnabled(in configuration: SyntheticConfiguration) -> Bool {
        false
    }

    func _compiledIndex(in configuration: SyntheticConfiguration) -> Int {
        0
    }
}
