import Observation

/// An observable model of a store's flag values, for SwiftUI: a view whose body reads
/// `flags.isEnabled(.newEditor)` is updated when that flag changes, and only then.
///
/// ```swift
/// @State private var flags = ObservableFlags(store: FeatureFlag.sharedStore)
///
/// var body: some View {
///     if flags.isEnabled(.newEditor) { NewEditor() } else { ClassicEditor() }
/// }
/// ```
///
/// Each flag is observed on its own, so a change to one flag invalidates only the views that
/// read that flag. The model lives on the main actor, where SwiftUI reads it: it follows the
/// store's ``FlagStore/changes(bufferingPolicy:)`` and takes each change on the main actor, shortly after the
/// store applied it, so `store.isEnabled` may show a change a moment before the model does.
/// The store's own reads are untouched; only code that reads the model pays for observation.
/// Changes stop reaching the model when it is deallocated.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class ObservableFlags<Flag: ManifestFlag>: Observable {
    package nonisolated let store: FlagStore<Flag>
    /// Each flag's value index: 1 for on, or its variant's.
    private var values: [Int]
    /// One key path per flag, by ordinal: what the registrar tracks for a read of that flag.
    private let keyPaths: [KeyPath<ObservableFlags, Int>]
    private let registrar = ObservationRegistrar()
    private var updates: Task<Void, Never>?

    /// Creates a model showing the values of `store`, and updating with them.
    ///
    /// - Parameter store: the store whose effective values the model shows and follows.
    public init(store: FlagStore<Flag>) {
        self.store = store
        // Listen before reading, so that no change between the two is missed.
        let changes = store.changes()
        let snapshot = store.snapshot()
        values = Flag.allCases.map(snapshot.valueIndex(of:))
        keyPaths = Flag.allCases.map { \ObservableFlags.[$0] }
        updates = Task { [weak self] in
            for await _ in changes { self?.catchUp() }
        }
    }

    deinit {
        updates?.cancel()
    }

    /// The value index of `flag` the model shows; reading it in a view's body observes that flag.
    package subscript(flag: Flag) -> Int {
        registrar.access(self, keyPath: keyPaths[flag._ordinal])
        return values[flag._ordinal]
    }

    /// A Boolean value indicating whether `flag` is on; reading it in a view's body observes
    /// that flag.
    ///
    /// - Parameter flag: the flag to read.
    /// - Returns: `flag`'s effective value, as of the last change the model has taken.
    public func isEnabled(_ flag: Flag) -> Bool {
        self[flag] != 0
    }

    /// The variant of a variant flag; reading it in a view's body observes that flag.
    ///
    /// - Parameter type: the flag's generated variant enum, which names the flag.
    /// - Returns: the flag's variant, as of the last change the model has taken.
    public func variant<Variant: FlagVariant>(_ type: Variant.Type) -> Variant where Variant.Flag == Flag {
        Variant.allCases[self[Variant.flag]]
    }

    /// Takes the store's current values, announcing each flag that differs. An event may be
    /// older than the values read at creation, so the model never applies an event's own
    /// snapshot: it reads the latest one, and ends where the store ends.
    private func catchUp() {
        let snapshot = store.snapshot()
        for flag in Flag.allCases {
            let index = snapshot.valueIndex(of: flag)
            guard values[flag._ordinal] != index else { continue }
            registrar.withMutation(of: self, keyPath: keyPaths[flag._ordinal]) { values[flag._ordinal] = index }
        }
    }
}
