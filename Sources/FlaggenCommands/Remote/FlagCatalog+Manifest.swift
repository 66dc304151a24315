import FeatureFlagKit
import FlagGenerator
import ManifestVocabulary

extension FlagCatalog {
    /// The catalog the runtime would build from the code generated for `manifest`: every flag at
    /// its generated ordinal, a typed flag with its type, bounds and compiled values, so remote
    /// values are checked here exactly as a store checks them.
    init(_ manifest: Manifest) {
        let configurations = manifest.configurationNames
        self.init(
            configurations: configurations,
            localOverrideConfigurations: Set(manifest.localOverrideConfigurations),
            flags: manifest.flags.map { flag in
                FlagCatalog.Flag(
                    key: flag.key, remotePolicy: flag.remote, allowsLocalOverride: flag.allowsLocalOverride,
                    compiledValues: configurations.map { flag.value.compiledIndex(in: $0) },
                    variants: flag.value.options, typed: flag.value.typedCatalogEntry(configurations))
            })
    }
}

extension FlagValueKind {
    /// A typed flag's type and its compiled value in each of `configurations`, as a
    /// ``FlagCatalog/Flag`` keeps them; `nil` for a Boolean or variant flag.
    fileprivate func typedCatalogEntry(_ configurations: [String]) -> (type: ValueType, compiledValues: [FlagValue])? {
        guard case .typed(let type, let rule) = self else { return nil }
        return (type, configurations.map { FlagValue(rule.value(in: $0)) })
    }
}

extension FlagValue {
    /// A typed flag's compiled value as the manifest writes it, as a value.
    init(_ literal: TypedLiteral) {
        switch literal {
        case .integer(let value): self = .integer(value)
        case .double(let value): self = .double(value)
        case .string(let value): self = .string(value)
        }
    }
}
