import FeatureFlagKit

/// A hand-written flag type whose `sharedStore` is computed: it returns whichever store the
/// test last installed in ``installed``. Only ``SharedStoreLifetimeTests`` uses it, since the
/// store its reads publish is process-wide.
enum ComputedStoreFlag: Int, ManifestFlag {
    case remoteFlag

    /// The store `sharedStore` returns.
    static let installed = Protected(FlagStore<ComputedStoreFlag>())

    static var sharedStore: FlagStore<ComputedStoreFlag> {
        installed.withValue { $0 }
    }

    var _ordinal: Int { rawValue }

    var metadata: FlagMetadata {
        FlagMetadata(name: "remoteFlag", remotePolicy: .allowed)
    }

    func isEnabled(in configuration: OnlyConfiguration) -> Bool {
        false
    }
}

/// The single configuration of ``ComputedStoreFlag``.
enum OnlyConfiguration: String, ManifestConfiguration {
    case only

    static var current: OnlyConfiguration { .only }
    var allowsLocalOverrides: Bool { false }
}
