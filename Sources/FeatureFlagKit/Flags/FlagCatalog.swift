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
        /// A typed flag's type and bounds, and its compiled value in each configuration, in
        /// ``FlagCatalog/configurations`` order; `nil` for a Boolean or variant flag.
        package var typed: (type: ValueType, compiledValues: [FlagValue])?
        /// A Boolean value indicating whether the flag exists in the app variant of this build
        /// (its `"if"` condition holds, or it has none).
        package var isInAppVariant: Bool

        package init(
            key: String, remotePolicy: RemotePolicy, allowsLocalOverride: Bool, compiledValues: [Int],
            variants: [String]? = nil, typed: (type: ValueType, compiledValues: [FlagValue])? = nil,
            isInAppVariant: Bool = true
        ) {
            self.key = key
            self.remotePolicy = remotePolicy
            self.allowsLocalOverride = allowsLocalOverride
            self.compiledValues = compiledValues
            self.variants = variants
            self.typed = typed
            self.isInAppVariant = isInAppVariant
        }

        package static func == (lhs: Flag, rhs: Flag) -> Bool {
            lhs.key == rhs.key && lhs.remotePolicy == rhs.remotePolicy
                && lhs.allowsLocalOverride == rhs.allowsLocalOverride && lhs.compiledValues == rhs.compiledValues
                && lhs.variants == rhs.variants && lhs.typed?.type == rhs.typed?.type
                && lhs.typed?.compiledValues == rhs.typed?.compiledValues && lhs.isInAppVariant == rhs.isInAppVariant
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
    /// The slot of each flag's type and compiled values in ``typed``, by ordinal (-1 for a
    /// Boolean or variant flag); empty when no flag is typed, so a catalog of Boolean flags keeps
    /// nothing per flag for it, and a lookup is an array read, not a hash.
    package let typedSlots: [Int32]
    /// The type and compiled values of each typed flag, in ordinal order.
    private let typed: [(type: ValueType, compiledValues: [FlagValue])]
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
        typed = flags.compactMap(\.typed)
        var slot: Int32 = 0
        typedSlots =
            typed.isEmpty
            ? []
            : flags.map { flag in
                guard flag.typed != nil else { return -1 }
                defer { slot += 1 }
                return slot
            }
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

    /// The slot of the typed flag at `ordinal` among the typed flags, or `nil` for a Boolean or
    /// variant flag.
    package func typedSlot(at ordinal: Int) -> Int? {
        guard !typedSlots.isEmpty, case let slot = typedSlots[ordinal], slot >= 0 else { return nil }
        return Int(slot)
    }

    /// A typed flag's type and bounds, or `nil` for a Boolean or variant flag.
    package func valueType(at ordinal: Int) -> ValueType? {
        typedSlot(at: ordinal).map { typed[$0].type }
    }

    /// A Boolean value indicating whether the catalog has typed flags.
    package var hasTypedFlags: Bool { !typed.isEmpty }

    /// The number of typed flags.
    package var typedCount: Int { typed.count }

    /// The compiled value of the typed flag at `ordinal` in the configuration at
    /// `configurationIndex`, or `nil` for a Boolean or variant flag.
    package func compiledTypedValue(at ordinal: Int, configurationIndex: Int) -> FlagValue? {
        typedSlot(at: ordinal).map { typed[$0].compiledValues[configurationIndex] }
    }

    /// The index of `value`, one of the values of the flag at `ordinal` as ``conforming(_:at:json:)``
    /// returns them: 0 or 1 for a Boolean, the variant's position, 1 for a typed flag's value.
    package func index(ofConforming value: FlagValue, at ordinal: Int) -> Int {
        switch value {
        case .bool(let isOn): isOn ? 1 : 0
        case .variant(let name): variants(at: ordinal)?.firstIndex(of: name) ?? 0
        case .integer, .double, .string: 1
        }
    }

    /// `value` as a value of the flag at `ordinal`, or `nil` if it is not one: the same value, an
    /// integer as a double flag's `Double` (when exact), a whole double as an integer flag's
    /// `Int`. A value is never rounded, clamped or cut to fit. `json` says that `value` was read
    /// from JSON, where a string is a variant's name for a variant flag (a payload, stored or
    /// launch overrides); in Swift code, `.variant` and `.string` are never taken for each other.
    package func conforming(_ value: FlagValue, at ordinal: Int, json: Bool = false) -> FlagValue? {
        if let type = valueType(at: ordinal) { return Self.typedValue(value, as: type) }
        switch (value, variants(at: ordinal)) {
        case (.bool, nil): return value
        case (.variant(let name), let names?) where names.contains(name): return value
        case (.string(let name), let names?) where json && names.contains(name): return .variant(name)
        default: return nil
        }
    }

    /// `value` as a value of `type` within its bounds, or `nil`.
    private static func typedValue(_ value: FlagValue, as type: ValueType) -> FlagValue? {
        switch (type, value) {
        case (.integer, .integer(let integer)):
            return type.violation(ofInteger: integer) == nil ? value : nil
        case (.integer, .double(let double)):
            // Whole doubles from -2⁶³ up to, not including, 2⁶³ are exactly an `Int`.
            guard let integer = Int(exactly: double) else { return nil }
            return typedValue(.integer(integer), as: type)
        case (.double, .double(let double)):
            return type.violation(ofDouble: double) == nil ? value : nil
        case (.double, .integer(let integer)):
            guard let double = Double(exactly: integer) else { return nil }
            return typedValue(.double(double), as: type)
        case (.string, .string(let string)):
            return type.violation(ofString: string) == nil ? value : nil
        default:
            return nil
        }
    }

    /// The value at `index` of the Boolean or variant flag at `ordinal`: a Boolean, or the
    /// variant's name. A typed flag's values are kept by the layers (``LayerValues``).
    package func value(at ordinal: Int, index: Int) -> FlagValue {
        FlagValue(index: index, variants: variants(at: ordinal))
    }

    /// Every value of the Boolean or variant flag at `ordinal`, in index order: `false` and
    /// `true`, or its variants; none for a typed flag.
    package func values(at ordinal: Int) -> [FlagValue] {
        if valueType(at: ordinal) != nil { return [] }
        return variants(at: ordinal)?.map(FlagValue.variant) ?? [.bool(false), .bool(true)]
    }

    /// The refusal of `value`, which is not a value of the flag at `ordinal`: of another type or
    /// outside a typed flag's bounds (``OverrideRefusal/Reason/invalidValue(_:reason:)``, naming
    /// the type or the bound), or not among a Boolean or variant flag's values
    /// (``OverrideRefusal/Reason/unknownValue(_:values:)``). `json` as for ``conforming(_:at:json:)``.
    package func refusal(of value: FlagValue, at ordinal: Int, json: Bool = false) -> OverrideRefusal {
        guard let type = valueType(at: ordinal) else {
            return OverrideRefusal(key: key(at: ordinal), reason: .unknownValue(value, values: values(at: ordinal)))
        }
        return OverrideRefusal(
            key: key(at: ordinal),
            reason: .invalidValue(value, reason: Self.typeMismatch(of: value, as: type, json: json)))
    }

    /// Why `value` is not a value of the flag at `ordinal`, as a clause; `json` as for
    /// ``conforming(_:at:json:)``.
    package func mismatch(of value: FlagValue, at ordinal: Int, json: Bool = false) -> String {
        let flag = QuotedText.quoted(key(at: ordinal))
        if let type = valueType(at: ordinal) {
            return "\(value) for \(flag) \(Self.typeMismatch(of: value, as: type, json: json))"
        }
        guard let names = variants(at: ordinal) else {
            return "\(flag) is a Boolean flag: its value is true or false, not \(value)"
        }
        let known = names.joined(separator: ", ")
        if case .string(let name) = value, !json {
            return
                "\(flag) is a variant flag: name its variant with .variant(\(QuotedText.quoted(name))) (its variants: \(known))"
        }
        let shown = if case .string(let name) = value { FlagValue.variant(name) } else { value }
        return "\(shown) is not a variant of \(flag) (its variants: \(known))"
    }

    /// Why `value` is not a value of `type`, as a clause about the value: the bound it breaks,
    /// or the type it isn't.
    package static func typeMismatch(of value: FlagValue, as type: ValueType, json: Bool = false) -> String {
        switch (type, value) {
        case (.integer, .integer(let integer)):
            return type.violation(ofInteger: integer) ?? "fits"
        case (.integer, .double(let double)):
            if let integer = Int(exactly: double) { return typeMismatch(of: .integer(integer), as: type) }
            return double.rounded() == double
                ? "is outside the range of a 64-bit integer"
                : "is not a whole number, and an integer flag's value is one"
        case (.double, .double(let double)):
            return type.violation(ofDouble: double) ?? "fits"
        case (.double, .integer(let integer)):
            guard let double = Double(exactly: integer) else { return "is not exactly a Double" }
            return type.violation(ofDouble: double) ?? "fits"
        case (.string, .string(let string)):
            return type.violation(ofString: string) ?? "fits"
        case (.string, .variant(let name)) where !json:
            return "is a variant's name; write a string flag's value as .string(\(JSONString.quoted(name)))"
        default:
            return "is \(value.kindDescription), "
                + "not \(type.name == "integer" ? "an" : "a") \(type.name)"
                + (type.boundsSummary.map { " (\($0))" } ?? "")
        }
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
                    typed: metadata.row.valueType.map { type in
                        (type, configurations.map { flag._typedValue(in: $0) ?? .bool(true) })
                    },
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
