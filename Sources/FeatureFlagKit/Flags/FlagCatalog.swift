import FlagJSON
import ManifestVocabulary

/// Everything the runtime needs to know about a set of flags to apply overrides, independent
/// of their Swift type: the configurations, and each flag's key, policies and compiled values.
///
/// A store builds one from its generated `FeatureFlag` type; `flaggen validate-remote`
/// builds one from a manifest, so both validate payloads with the same code (this module's). Stored
/// compactly (one array per property, no per-flag allocation): a catalog of 10,000 flags
/// takes about 300 KiB.
package struct FlagCatalog: Sendable {
    /// What the catalog stores about one flag.
    package struct Flag: Sendable, Equatable {
        package var key: String
        package var remotePolicy: RemotePolicy
        package var allowsLocalOverride: Bool
        /// The index of the compiled value in each configuration, in ``FlagCatalog/configurations``
        /// order: 1 for on and 0 for off, or the variant's.
        package var compiledValues: [Int]
        /// A variant flag's variants, its baseline first; `nil` for a Boolean flag.
        package var variants: [String]?
        /// A Boolean value indicating whether the flag exists in the app variant of this build
        /// (its `"if"` condition holds, or it has none).
        package var isInAppVariant: Bool

        package init(
            key: String, remotePolicy: RemotePolicy, allowsLocalOverride: Bool, compiledValues: [Int],
            variants: [String]? = nil, isInAppVariant: Bool = true
        ) {
            self.key = key
            self.remotePolicy = remotePolicy
            self.allowsLocalOverride = allowsLocalOverride
            self.compiledValues = compiledValues
            self.variants = variants
            self.isInAppVariant = isInAppVariant
        }
    }

    /// The configuration names, in manifest order.
    package let configurations: [String]
    package let localOverrideConfigurations: Set<String>
    private let keys: [String]
    private let remotePolicies: [RemotePolicy]
    private let localOverridePermissions: [Bool]
    private let appVariantPresence: [Bool]
    /// The variants of each variant flag, by ordinal; Boolean flags have none. A dictionary, not
    /// an array of optionals, so a catalog of Boolean flags keeps nothing per flag for it.
    private let variants: [Int: [String]]
    /// Compiled value indices, flag-major: `compiledValues[ordinal * configurations.count + configuration]`.
    private let compiledValues: [FlagValueIndex]
    private let keyIndex: KeyIndex

    /// Creates a catalog. Keys must be unique (a manifest guarantees it).
    package init(configurations: [String], localOverrideConfigurations: Set<String>, flags: [Flag]) {
        self.configurations = configurations
        self.localOverrideConfigurations = localOverrideConfigurations
        keys = flags.map(\.key)
        remotePolicies = flags.map(\.remotePolicy)
        localOverridePermissions = flags.map(\.allowsLocalOverride)
        appVariantPresence = flags.map(\.isInAppVariant)
        var variants: [Int: [String]] = [:]
        for (ordinal, flag) in flags.enumerated() { variants[ordinal] = flag.variants }
        self.variants = variants
        compiledValues = flags.flatMap { $0.compiledValues.map(FlagValueIndex.init(_:)) }
        keyIndex = KeyIndex(keys)
    }

    package var count: Int { keys.count }

    /// The ordinal of the flag with `key`, if the catalog has one.
    package func ordinal(forKey key: String) -> Int? {
        keyIndex.ordinal(of: key, in: keys)
    }

    /// The index of `configuration` in ``configurations``.
    package func configurationIndex(_ configuration: String) -> Int? {
        configurations.firstIndex(of: configuration)
    }

    /// The key of the flag at `ordinal`.
    package func key(at ordinal: Int) -> String { keys[ordinal] }

    /// The remote policy of the flag at `ordinal`.
    package func remotePolicy(at ordinal: Int) -> RemotePolicy { remotePolicies[ordinal] }

    /// A Boolean value indicating whether the flag at `ordinal` allows local overrides.
    package func allowsLocalOverride(at ordinal: Int) -> Bool { localOverridePermissions[ordinal] }

    /// A Boolean value indicating whether the flag at `ordinal` exists in this build's app variant.
    package func isInAppVariant(at ordinal: Int) -> Bool { appVariantPresence[ordinal] }

    /// Why a remote value (its index `value`) for the flag at `ordinal` is set aside, or `nil`
    /// if it may apply. A policy that allows only turning a flag off allows only index 0: off,
    /// or a variant flag's baseline.
    package func remoteRefusal(at ordinal: Int, of value: Int) -> OverrideRefusal.Reason? {
        isInAppVariant(at: ordinal) ? remotePolicy(at: ordinal).refusal(of: value != 0) : .absentFromAppVariant
    }

    /// The index of the compiled value of the flag at `ordinal` in the configuration at
    /// `configurationIndex`.
    package func compiledValue(at ordinal: Int, configurationIndex: Int) -> Int {
        Int(compiledValues[ordinal * configurations.count + configurationIndex].byte)
    }

    /// The variants of the flag at `ordinal`, or `nil` for a Boolean flag.
    package func variants(at ordinal: Int) -> [String]? {
        variants[ordinal]
    }

    /// The index of `value` for the flag at `ordinal`, or `nil` if it is not one of the flag's
    /// values: a Boolean flag takes `true` and `false`, a variant flag its variants' names.
    package func index(of value: FlagValue, at ordinal: Int) -> Int? {
        switch (value, variants(at: ordinal)) {
        case (.bool(let isOn), nil): isOn ? 1 : 0
        case (.variant(let name), let names?): names.firstIndex(of: name)
        default: nil
        }
    }

    /// The value at `index` of the flag at `ordinal`: a Boolean, or the variant's name.
    package func value(at ordinal: Int, index: Int) -> FlagValue {
        FlagValue(index: index, variants: variants(at: ordinal))
    }

    /// Every value of the flag at `ordinal`, in index order: `false` and `true`, or its variants.
    package func values(at ordinal: Int) -> [FlagValue] {
        variants(at: ordinal)?.map(FlagValue.variant) ?? [.bool(false), .bool(true)]
    }

    /// Why `value` is not a value of the flag at `ordinal`, as a clause.
    package func mismatch(of value: FlagValue, at ordinal: Int) -> String {
        guard let names = variants(at: ordinal) else {
            return "\(QuotedText.quoted(key(at: ordinal))) is a Boolean flag: its value is true or false, not \(value)"
        }
        let known = names.joined(separator: ", ")
        return "\(value) is not a variant of \(QuotedText.quoted(key(at: ordinal))) (its variants: \(known))"
    }
}

extension FlagCatalog {
    package init<Flag: ManifestFlag>(_ type: Flag.Type) {
        let configurations = Flag.Configuration.allCases
        self.init(
            configurations: configurations.map(\.rawValue),
            localOverrideConfigurations: Set(configurations.filter(\.allowsLocalOverrides).map(\.rawValue)),
            flags: Flag.allCases.map { flag in
                let metadata = flag.metadata
                return FlagCatalog.Flag(
                    key: metadata.key, remotePolicy: metadata.remotePolicy,
                    allowsLocalOverride: metadata.allowsLocalOverride,
                    compiledValues: configurations.map(flag._compiledIndex(in:)), variants: metadata.variants,
                    isInAppVariant: flag.isInAppVariant)
            })
    }
}

/// An open-addressing hash index from flag key to ordinal that stores only 32-bit ordinals:
/// a quarter of the memory of a `[String: Int]`, since the keys already live in the catalog.
package struct KeyIndex: Sendable {
    private static let empty: Int32 = -1
    private let slots: [Int32]
    private let mask: Int

    package init(_ keys: [String]) {
        var capacity = 8
        while capacity < keys.count * 2 { capacity *= 2 }
        var slots = Array(repeating: Self.empty, count: capacity)
        mask = capacity - 1
        for (ordinal, key) in keys.enumerated() {
            var slot = key.hashValue & mask
            while slots[slot] != Self.empty {
                if keys[Int(slots[slot])] == key { break }  // a repeated key keeps its first ordinal
                slot = (slot + 1) & mask
            }
            if slots[slot] == Self.empty { slots[slot] = Int32(ordinal) }
        }
        self.slots = slots
    }

    /// The ordinal of `key`, looking keys up in `keys` (the array the index was built from).
    package func ordinal(of key: String, in keys: [String]) -> Int? {
        var slot = key.hashValue & mask
        while slots[slot] != Self.empty {
            let ordinal = Int(slots[slot])
            if keys[ordinal] == key { return ordinal }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
