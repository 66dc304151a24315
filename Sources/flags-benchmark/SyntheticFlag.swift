import FeatureFlagKit

/// Ten thousand flags without generated code: a store only needs what `ManifestFlag`
/// provides, so payload application can be measured at that scale without compiling a
/// 10,000-case enum into the benchmark. Every flag may be changed remotely.
struct SyntheticFlag: ManifestFlag {
    static let count = 10_000

    let _ordinal: Int

    static let allCases = (0..<count).map(SyntheticFlag.init(_ordinal:))

    static let sharedStore = FlagStore<SyntheticFlag>()

    var metadata: FlagMetadata {
        FlagMetadata(name: "flag\(_ordinal)", key: Self.key(_ordinal), remotePolicy: .allowed)
    }

    func isEnabled(in configuration: SyntheticConfiguration) -> Bool {
        _ordinal % 3 == 0
    }

    static func key(_ ordinal: Int) -> String {
        "feature_\(ordinal)"
    }
}

/// The configuration type of ``SyntheticFlag``: one configuration.
enum SyntheticConfiguration: String, ManifestConfiguration {
    case benchmark

    static var current: SyntheticConfiguration { .benchmark }
    var allowsLocalOverrides: Bool { false }
}
