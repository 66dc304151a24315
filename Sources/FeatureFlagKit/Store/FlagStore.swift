import Foundation

/// The run-time values of a generated flag enum: compiled values with remote values and
/// local overrides merged over them, by each flag's policy.
///
/// Precedence is local override (where honoured) > remote value (where the policy allows it)
/// > compiled value. Effective values are computed once per update; reading one is a single
/// atomic load, synchronous and never blocked by a writer.
///
/// ```swift
/// let store = FlagStore<FeatureFlag>(configuration: .localDeveloper)
/// try store.applyRemotePayload(data)
/// try store.setLocalOverride(true, for: .newEditor)
/// store.isEnabled(.newEditor)           // true
/// store.evaluation(of: .newEditor).explanation
/// ```
///
/// Generated `FeatureFlag.x.isEnabled` reads ``ManifestFlag/sharedStore`` (or the store a test
/// installs with FeatureFlagKitTestSupport's `withStore(_:operation:)`) for the flags that can
/// change in this build; every other flag is a compile-time constant.
public final class FlagStore<Flag: ManifestFlag>: @unchecked Sendable {
    // Unchecked Sendable: `values` is atomic per byte; everything else is immutable or
    // guarded by `stateLock` (the current state) or `updateLock` (writers).

    package let configuration: Flag.Configuration
    @usableFromInline let values: AtomicFlagValues
    /// The values of typed flags, by ordinal, and the strings among them.
    @usableFromInline let words: TypedValueWords
    private let strings = TypedStrings()
    private let stateLock = Lock()
    private var state: FlagState
    private let updateLock = Lock()
    let localOverrides: LocalOverrideLayer
    private let changeStreams = StreamBroadcaster<FlagChange<Flag>>()
    @usableFromInline let exposureLedger: ExposureLedger
    let diagnostics: DiagnosticLog

    /// Creates a store with every flag at its compiled value, then loads local overrides and
    /// applies, over them, those the process was launched with: the `FEATUREFLAGKIT_OVERRIDES`
    /// environment variable, which UI tests set (<doc:Testing#UI-tests>).
    ///
    /// - Parameters:
    ///   - configuration: the configuration to evaluate, `.current` by default; tests can
    ///     evaluate any other without recompiling.
    ///   - localOverrideStorage: where local overrides persist; in memory by default.
    ///   - onDiagnostic: called for everything the store ignores or refuses (unknown payload
    ///     keys, refused values, corrupt storage, launch overrides it can't apply), on the thread
    ///     that caused it.
    ///   - onExposure: called with each ``FlagExposure`` the store records, on a queue of its
    ///     own, in the order they are recorded.
    public convenience init(
        configuration: Flag.Configuration = .current,
        localOverrideStorage: LocalOverrideStorage = Defaults.localOverrideStorage,
        onDiagnostic: (@Sendable (FlagDiagnostic) -> Void)? = nil,
        onExposure: (@Sendable (FlagExposure) -> Void)? = nil
    ) {
        self.init(
            configuration: configuration, localOverrideStorage: localOverrideStorage, onDiagnostic: onDiagnostic,
            onExposure: onExposure, environment: LaunchOverrides.processEnvironment)
    }

    /// Creates a store as the public initializer does, with launch overrides read from
    /// `environment` instead of the process's: for tests, and for stores that must not depend on
    /// how the process was launched (`[:]`).
    package init(
        configuration: Flag.Configuration = .current,
        localOverrideStorage: LocalOverrideStorage = Defaults.localOverrideStorage,
        onDiagnostic: (@Sendable (FlagDiagnostic) -> Void)? = nil,
        onExposure: (@Sendable (FlagExposure) -> Void)? = nil,
        environment: [String: String]
    ) {
        let catalog = FlagCatalog(Flag.self)
        let configurationIndex = catalog.configurationIndex(configuration.rawValue)!
        self.configuration = configuration
        diagnostics = DiagnosticLog(handler: onDiagnostic)
        exposureLedger = ExposureLedger(flagName: { Flag.allCases[$0].metadata.name }, handler: onExposure)
        localOverrides = LocalOverrideLayer(storage: localOverrideStorage, catalog: catalog)
        let storedValues = localOverrides.load(diagnostics: diagnostics)
        let launchOverrides = LaunchOverrides(
            environment: environment, catalog: catalog,
            permissions: FlagPermissions(catalog: catalog, configurationIndex: configurationIndex),
            flagType: String(describing: Flag.self))
        for diagnostic in launchOverrides.diagnostics { diagnostics.record(diagnostic) }
        state = FlagState(
            catalog: catalog, configurationIndex: configurationIndex, localValues: storedValues,
            launchValues: launchOverrides.values)
        values = AtomicFlagValues(state.effectiveValues.indices)
        words = TypedValueWords(count: catalog.hasTypedFlags ? catalog.count : 0)
        for ordinal in 0..<catalog.count {
            if let value = state.effectiveValues.typed(at: ordinal) {
                words.store(strings.word(for: value), at: ordinal)
            }
        }
        diagnostics.flush()
    }

    deinit {
        values.deallocate()
        words.deallocate()
    }

    /// The effective value of `flag`: one atomic load, no lock (the first read of a value a
    /// split assigned also records its ``FlagExposure``).
    ///
    /// - Parameter flag: the flag to read.
    /// - Returns: `true` if `flag` is on (for a variant flag: if its variant is not the
    ///   baseline), every layer applied.
    @inlinable
    public func isEnabled(_ flag: Flag) -> Bool {
        valueIndex(of: flag) != 0
    }

    /// The effective variant of a variant flag: one atomic load, no lock.
    ///
    /// ```swift
    /// let flow = store.variant(FeatureFlag.CheckoutFlowVariant.self) // .oneStep
    /// ```
    ///
    /// - Parameter type: the flag's generated variant enum, which names the flag.
    /// - Returns: the flag's variant, every layer applied.
    public func variant<Variant: FlagVariant>(_ type: Variant.Type) -> Variant where Variant.Flag == Flag {
        Variant.allCases[valueIndex(of: Variant.flag)]
    }

    /// The effective value of `flag`, of any kind: for a debug screen, a report, or a flag
    /// chosen at run time. Apps read a typed flag as `FeatureFlag.Values.uploadLimit`, with its
    /// Swift type.
    ///
    /// - Parameter flag: the flag to read.
    /// - Returns: `.bool`, `.variant`, `.integer`, `.double` or `.string`, every layer applied.
    public func value(of flag: Flag) -> FlagValue {
        let index = valueIndex(of: flag)
        let state = currentState
        guard let type = state.catalog.valueType(at: flag._ordinal) else {
            return state.catalog.value(at: flag._ordinal, index: index)
        }
        let word = words.word(at: flag._ordinal)
        return switch type {
        case .integer: .integer(Int(truncatingIfNeeded: word))
        case .double: .double(Double(bitPattern: word))
        case .string: .string(TypedValueWords.string(fromWord: word))
        }
    }

    /// The index of `flag`'s effective value: 1 for on, or its variant's.
    @inlinable
    func valueIndex(of flag: Flag) -> Int {
        values.settledIndex(at: flag._ordinal) ?? exposureLedger.valueIndex(at: flag._ordinal, in: values)
    }

    /// The word of the typed flag `flag`'s effective value (``TypedValueWords``), after
    /// recording the exposure it owes, if it owes one.
    @inlinable
    func typedWord(of flag: Flag) -> UInt64 {
        _ = valueIndex(of: flag)
        return words.word(at: flag._ordinal)
    }

    /// Every flag's value from one applied update.
    ///
    /// - Returns: a ``FlagSnapshot`` of the state in force now, which later changes leave alone.
    public func snapshot() -> FlagSnapshot<Flag> {
        FlagSnapshot(state: currentState)
    }

    /// The value of `flag` and why it has it.
    ///
    /// - Parameter flag: the flag to explain.
    /// - Returns: a ``FlagEvaluation`` with `flag`'s value now and the layer that decided it.
    public func evaluation(of flag: Flag) -> FlagEvaluation<Flag> {
        currentState.evaluation(of: flag)
    }

    /// The most recent diagnostics (up to 100), oldest first.
    public var recentDiagnostics: [FlagDiagnostic] {
        diagnostics.recent
    }

    /// A new stream of the changes applied from now on. Call it once per listener; the
    /// stream finishes when the store is deallocated.
    ///
    /// Each event carries a whole snapshot, so a listener that falls behind doesn't hold
    /// every event: by default the stream keeps the newest 64 unread ones and drops older
    /// ones. The newest event's snapshot is always the store's state, so a listener that
    /// renders from `change.snapshot` stays correct; one that needs every `changedFlags`
    /// list passes `.unbounded`.
    ///
    /// ```swift
    /// for await change in store.changes() { render(change.snapshot) }
    /// ```
    ///
    /// - Parameter bufferingPolicy: what the stream keeps while its listener isn't reading.
    /// - Returns: a stream of ``FlagChange`` values, one per change applied after this call.
    public func changes(
        bufferingPolicy: AsyncStream<FlagChange<Flag>>.Continuation.BufferingPolicy = .bufferingNewest(64)
    ) -> AsyncStream<FlagChange<Flag>> {
        changeStreams.makeStream(bufferingPolicy: bufferingPolicy)
    }

    package var currentState: FlagState {
        stateLock.withLock { state }
    }

    /// Applies `update` to the current state as one change: writes the changed values, then
    /// publishes the new state (so a snapshot is never newer than a later read), then hands the
    /// change to the listeners' streams. Writers are serialized; once the lock is released,
    /// diagnostics reach the handler.
    @discardableResult
    func update<Result, Failure: Error>(
        _ update: (FlagState) throws(Failure) -> (FlagState, Result)
    ) throws(Failure) -> Result {
        defer { diagnostics.flush() }
        return try updateLock.withLock { () throws(Failure) -> Result in
            let old = currentState
            let (new, result) = try update(old)
            let changed = new.changedOrdinals(since: old)
            for ordinal in changed {
                if let value = new.effectiveValues.typed(at: ordinal) {
                    words.store(strings.word(for: value), at: ordinal)
                }
            }
            exposureLedger.publish(new, changed: changed, into: values)
            stateLock.withLock { state = new }
            guard !changed.isEmpty else { return result }
            let all = Flag.allCases
            changeStreams.publish(FlagChange(changedFlags: changed.map { all[$0] }, snapshot: FlagSnapshot(state: new)))
            return result
        }
    }

    /// Records a diagnostic raised outside an update.
    func report(_ diagnostic: FlagDiagnostic) {
        diagnostics.record(diagnostic)
        diagnostics.flush()
    }
}

extension FlagStore {
    /// The install id in the file at `url`, created (a random UUID) and saved on first use, so
    /// rollouts bucket this device the same way on every launch.
    ///
    /// The file is written atomically like a ``LocalOverrideStorage/file(_:)``, and reading and
    /// creating the id are one step under the same lock (`<file name>.lock` next to it, waited
    /// for at most 2 seconds), so an app and its extension that start at the same time on one
    /// file use one id, the stored one.
    /// A stored id that is not a UUID is replaced by a new one; a file that can't be read, or
    /// locked with no valid id, gives an id for this launch only and keeps what is stored. All
    /// are reported through the diagnostic handler.
    ///
    /// Keep it next to the local overrides: both belong to the installation and go away with
    /// it. On tvOS an app can write only to folders the system may purge, and a purged id moves
    /// the device to other buckets: use ``installID(in:key:)`` there.
    ///
    /// ```swift
    /// let installID = store.installID(storedAt: folder.appendingPathComponent("install-id.txt"))
    /// store.setTargeting(.running(unitID: signedInUserID ?? installID))
    /// ```
    ///
    /// - Parameter url: the install id file's location; its folder is created on the first save.
    /// - Returns: the stored install id, or the one just created and saved, or one for this
    ///   launch only if the file can't be used.
    public func installID(storedAt url: URL) -> String {
        installID(from: FileInstallIDStorage(url: url))
    }

    /// The install id in `defaults` under `key`, created (a random UUID) and saved on first use,
    /// as ``installID(storedAt:)`` does with a file.
    ///
    /// Stores in one process agree on one id. `UserDefaults` offers no lock across processes,
    /// so an app and its extension starting at the same moment on an empty App Group suite may
    /// each create an id; the one saved last is kept from the next launch on.
    ///
    /// - Parameters:
    ///   - defaults: the defaults database to keep the id in, such as `.standard`.
    ///   - key: the defaults key the id is stored under.
    /// - Returns: the stored install id, or the one just created and saved.
    public func installID(in defaults: UserDefaults, key: String = "FeatureFlagKit.installID") -> String {
        installID(from: UserDefaultsInstallIDStorage(defaults: defaults, key: key))
    }

    /// The install id kept in `storage`; what the public variants share, and what tests use
    /// with storages of their own.
    package func installID(from storage: any InstallIDStorage) -> String {
        InstallID.load(from: storage) { report(FlagDiagnostic(origin: .targeting, message: $0)) }
    }
}

extension FlagStore {
    /// What the remote rules are evaluated against: until ``setTargeting(_:)`` is called, the
    /// running app (``TargetingContext/running(unitID:bundle:processInfo:)``) with a random unit
    /// id that lasts as long as the store.
    public var targeting: TargetingContext {
        currentState.targeting
    }

    /// Makes `context` what remote rules are evaluated against (a user signed in, a test device)
    /// and evaluates the payload in force again, at once and without fetching anything.
    ///
    /// Yields one change event listing the flags whose value changed, or none if none did. Rules
    /// that bound a version `context` doesn't know never hold; that is reported once per version.
    ///
    /// ```swift
    /// store.setTargeting(.running(unitID: user.id))
    /// ```
    ///
    /// - Parameter context: what remote rules are evaluated against from now on.
    public func setTargeting(_ context: TargetingContext) {
        let unknownVersions = update { state in state.replacingTargeting(context).notingUnknownVersions() }
        for diagnostic in unknownVersions { report(diagnostic) }
    }
}

extension FlagStore {
    /// A new stream of the exposures the store records from now on. Call it once per listener;
    /// the stream finishes when the store is deallocated.
    ///
    /// ```swift
    /// for await exposure in store.exposures() { analytics.track("Experiment Viewed", exposure.properties) }
    /// ```
    ///
    /// - Parameter bufferingPolicy: what the stream keeps while its listener isn't reading;
    ///   every exposure, by default.
    /// - Returns: a stream of ``FlagExposure`` values, one per exposure recorded after this call.
    public func exposures(
        bufferingPolicy: AsyncStream<FlagExposure>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<FlagExposure> {
        exposureLedger.streams.makeStream(bufferingPolicy: bufferingPolicy)
    }
}
