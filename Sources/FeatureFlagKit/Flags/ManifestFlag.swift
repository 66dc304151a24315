/// A flag enum generated from a `flags.json` manifest.
///
/// `flaggen` generates the conforming `FeatureFlag` enum; you don't conform types yourself.
/// Everything the runtime needs about a flag comes through this protocol: its metadata and
/// its compiled rule for any configuration.
///
/// ```swift
/// if FeatureFlag.revisions.isEnabled { … }
/// FeatureFlag.revisions.isEnabled(in: .appStore)
/// FeatureFlag.revisions.metadata.owner
/// ```
public protocol ManifestFlag: CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The generated `BuildConfiguration` enum.
    associatedtype Configuration: ManifestConfiguration

    /// The flag's position in declaration order, from 0: the index of its value in the store.
    /// Generated code provides it; apps have no use for it.
    var _ordinal: Int { get }

    /// The flag's name, key, description, owner, expiry and policies.
    var metadata: FlagMetadata { get }

    /// A Boolean value indicating whether the manifest's rule turns the flag on in `configuration`.
    ///
    /// Answers for the app variant being compiled: a flag whose `"if"` condition doesn't hold
    /// in this build (`"enabled": { "in": [...], "if": "JETPACK" }` without `-DJETPACK`) is
    /// off in every configuration.
    ///
    /// - Parameter configuration: the build configuration whose compiled rule is asked.
    /// - Returns: `true` if the manifest turns the flag on in `configuration`, before any
    ///   remote value or local override.
    func isEnabled(in configuration: Configuration) -> Bool

    /// The index of the flag's compiled value in `configuration`: of its variant, for a variant
    /// flag; 1 for on and 0 for off, for a Boolean flag (the default). Generated code provides
    /// it for manifests with variant flags.
    func _compiledIndex(in configuration: Configuration) -> Int

    /// A typed flag's compiled value in `configuration` (`.integer`, `.double` or `.string`), or
    /// `nil` for a Boolean or variant flag (the default). Generated code provides it for
    /// manifests with typed flags; apps read `FeatureFlag.Values`.
    func _typedValue(in configuration: Configuration) -> FlagValue?

    /// A Boolean value indicating whether the flag exists in the app variant being compiled:
    /// `false` when its `"if"` condition doesn't hold in this build, so that it is off and no
    /// layer may change it. Generated for manifests with `"if"` rules; `true` otherwise.
    var isInAppVariant: Bool { get }

    /// The store of the app: remote values and local overrides for this build.
    ///
    /// Return the same store every time (generated code declares a `static let`). The first
    /// store that a flag read finds here is kept alive for the rest of the process
    /// and answers those reads from then on, even if a computed property later returns another.
    static var sharedStore: FlagStore<Self> { get }
}

extension ManifestFlag {
    /// `true`: the flags of a manifest without `"if"` rules exist in every build.
    public var isInAppVariant: Bool { true }

    /// 1 when the flag is on in `configuration`, 0 when it is off: a Boolean flag's value index.
    ///
    /// - Parameter configuration: the build configuration whose compiled rule is asked.
    /// - Returns: the index of the compiled value, 1 for on.
    public func _compiledIndex(in configuration: Configuration) -> Int {
        isEnabled(in: configuration) ? 1 : 0
    }

    /// `nil`: the flags of a manifest without typed flags are Boolean or variant flags.
    ///
    /// - Parameter configuration: the build configuration whose compiled value is asked.
    /// - Returns: `nil`.
    public func _typedValue(in configuration: Configuration) -> FlagValue? { nil }
}

/// A build configuration enum generated from a `flags.json` manifest.
public protocol ManifestConfiguration: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String, AllCases == [Self] {
    /// The configuration this binary was built for, chosen at compile time.
    static var current: Self { get }

    /// A Boolean value indicating whether local overrides are honoured in this configuration.
    var allowsLocalOverrides: Bool { get }
}

extension ManifestFlag {
    /// The configurations in which the manifest's rule turns the flag on, in manifest order.
    package var enabledConfigurations: [Configuration] {
        Configuration.allCases.filter(isEnabled(in:))
    }

    /// The rule in words: "always on", "always off", "on in localDeveloper, branchTest",
    /// or "on except in appStore", whichever is shorter; for a variant flag, "always control"
    /// or "oneStep in localDeveloper; otherwise control"; for a typed flag, "always 25" or
    /// "5 in localDeveloper; otherwise 300".
    package var ruleSummary: String {
        if let variants = metadata.variants {
            return valueRuleSummary(
                Configuration.allCases.map { variants[_compiledIndex(in: $0)] }, baseline: variants[0])
        }
        if metadata.row.valueType != nil {
            return valueRuleSummary(
                Configuration.allCases.map { _typedValue(in: $0)?.description ?? "" }, baseline: nil)
        }
        let all = Configuration.allCases
        let enabled = enabledConfigurations
        if enabled.count == all.count { return "always on" }
        if enabled.isEmpty { return "always off" }
        let disabled = all.filter { !isEnabled(in: $0) }
        if disabled.count < enabled.count {
            return "on except in " + disabled.map(\.rawValue).joined(separator: ", ")
        }
        return "on in " + enabled.map(\.rawValue).joined(separator: ", ")
    }

    /// A variant or typed flag's rule in words, from the word for its value in each
    /// configuration (`words`, in configuration order): each value but the most common one
    /// with the configurations compiled to it, in manifest order, then "otherwise" the most
    /// common one (the `baseline` when it ties for most common, as a manifest's fallback
    /// usually is).
    private func valueRuleSummary(_ words: [String], baseline: String?) -> String {
        let compiled = zip(Configuration.allCases, words).map { (configuration: $0, word: $1) }
        let counts = Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)
        let most = counts.values.max() ?? 0
        let common = baseline.flatMap { counts[$0] == most ? $0 : nil } ?? words.first { counts[$0] == most } ?? ""
        if counts.count <= 1 { return "always \(common)" }
        var others: [String] = []
        for entry in compiled where entry.word != common && !others.contains(entry.word) {
            others.append(entry.word)
        }
        let clauses = others.map { word in
            "\(word) in " + compiled.filter { $0.word == word }.map(\.configuration.rawValue).joined(separator: ", ")
        }
        return (clauses + ["otherwise \(common)"]).joined(separator: "; ")
    }
}

extension ManifestFlag {
    /// The value generated `isEnabled` returns for a flag that may change at run time: whether
    /// ``_storedIndex`` is other than 0.
    ///
    /// Plumbing for generated code; apps read `isEnabled`.
    @_documentation(visibility: private)
    @inlinable
    public var _storedValue: Bool {
        _storedIndex != 0
    }

    /// The index of the flag's effective value (1 for on, or its variant's) in the store
    /// installed by FeatureFlagKitTestSupport's `withStore(_:operation:)`, or else in
    /// ``sharedStore``. The common case (no scope ever opened) reads ``sharedStore`` without
    /// taking a reference to it.
    ///
    /// Plumbing for generated code; apps read `isEnabled` or a variant enum's `current`.
    @_documentation(visibility: private)
    @inlinable
    public var _storedIndex: Int {
        if _slowPath(StoreScope.hasAnyScopeOpened), let scoped = StoreScope.store(for: Self.self) {
            return scoped.valueIndex(of: self)
        }
        if let index = FastSlot.values(for: Self.self)?.settledIndex(at: _ordinal) { return index }
        return Self.sharedStore.publishedIndex(of: self)
    }

    /// The effective value of an integer flag, in the store a read uses (see ``_storedIndex``):
    /// one atomic load of the flag's byte, for an exposure owed, and one of its value.
    ///
    /// Plumbing for generated code; apps read `FeatureFlag.Values`.
    @_documentation(visibility: private)
    @inlinable
    public var _storedInteger: Int {
        Int(truncatingIfNeeded: _storedWord)
    }

    /// The effective value of a double flag, as ``_storedInteger`` reads an integer flag's.
    ///
    /// Plumbing for generated code; apps read `FeatureFlag.Values`.
    @_documentation(visibility: private)
    @inlinable
    public var _storedDouble: Double {
        Double(bitPattern: _storedWord)
    }

    /// The effective value of a string flag, as ``_storedInteger`` reads an integer flag's: no
    /// lock, and the string is never freed while the store lives.
    ///
    /// Plumbing for generated code; apps read `FeatureFlag.Values`.
    @_documentation(visibility: private)
    @inlinable
    public var _storedString: String {
        TypedValueWords.string(fromWord: _storedWord)
    }

    /// The word holding the flag's effective typed value: an integer's or a double's bits, or a
    /// string's box. Records the exposure a split's value owes first, as ``_storedIndex`` does.
    @inlinable
    var _storedWord: UInt64 {
        if _slowPath(StoreScope.hasAnyScopeOpened), let scoped = StoreScope.store(for: Self.self) {
            return scoped.typedWord(of: self)
        }
        if let slot = FastSlot.values(for: Self.self), slot.settledIndex(at: _ordinal) != nil,
            let words = FastSlot.words(for: Self.self)
        {
            return words.word(at: _ordinal)
        }
        return Self.sharedStore.publishedTypedWord(of: self)
    }

    /// What generated code called before format 1; kept so that such code fails with the fix.
    @_documentation(visibility: private)
    @available(
        *, unavailable,
        message:
            "FeatureFlag.swift was generated by a flaggen that doesn't match this FeatureFlagKit: regenerate it (`flaggen generate …` or rebuild with the plugin)."
    )
    public var storedValue: Bool {
        _storedValue
    }
}
