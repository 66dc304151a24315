import FeatureFlagKit
import ManifestVocabulary

/// Hand-written typed flags, as generated code declares them, so the store's typed values are
/// tested without the generator: an integer, a double and a string flag that payloads may
/// change, a string flag only local overrides may change, and a Boolean flag beside them.
enum TypedFlag: Int, ManifestFlag {
    case uploadLimit, sampleRate, supportEmail, title, newEditor

    static let sharedStore = FlagStore<TypedFlag>(environment: [:])

    var _ordinal: Int { rawValue }

    var metadata: FlagMetadata {
        let row: FlagMetadataRow =
            switch self {
            case .uploadLimit:
                FlagMetadataRow(
                    name: "uploadLimit", key: "upload_limit", valueType: .integer(minimum: 1, maximum: 500),
                    remotePolicy: .allowed)
            case .sampleRate:
                FlagMetadataRow(
                    name: "sampleRate", valueType: .double(minimum: 0, maximum: 1), remotePolicy: .allowed)
            case .supportEmail:
                FlagMetadataRow(name: "supportEmail", valueType: .string(maxLength: 16), remotePolicy: .allowed)
            case .title:
                FlagMetadataRow(name: "title", valueType: .string(maxLength: ValueType.maxLengthCeiling))
            case .newEditor:
                FlagMetadataRow(name: "newEditor", remotePolicy: .allowed)
            }
        return FlagMetadata(row)
    }

    func isEnabled(in configuration: TypedConfiguration) -> Bool {
        self == .newEditor ? configuration == .debug : true
    }

    func _typedValue(in configuration: TypedConfiguration) -> FlagValue? {
        switch self {
        case .uploadLimit: .integer(configuration == .debug ? 5 : 25)
        case .sampleRate: .double(0.5)
        case .supportEmail: .string("help@example.com")
        case .title: .string("Welcome \"home\" \\ \u{1F600}")
        case .newEditor: nil
        }
    }
}

/// The configurations of ``TypedFlag``: debug honours local overrides, release doesn't.
enum TypedConfiguration: String, ManifestConfiguration {
    case debug, release

    static var current: TypedConfiguration { .debug }
    var allowsLocalOverrides: Bool { self == .debug }
}
