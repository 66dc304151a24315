/// Converts between stored overrides (by key) and the store's local layer (by ordinal).
///
/// Nothing stored is ever lost by saving: overrides for keys this build doesn't know are
/// written back, and after the storage couldn't be read, saving waits until a read succeeds
/// and then merges what is stored with the changes made meanwhile.
final class LocalOverrideLayer: @unchecked Sendable {
    // Unchecked Sendable: used only while the store holds its update lock (and in init).
    private var storage: any LocalOverrideStorage
    private let catalog: FlagCatalog
    private var unknownKeys: [String: Bool] = [:]
    /// Set when the last read failed for a reason other than corrupt data.
    private var isUnread = false
    /// Ordinals changed since that failed read.
    private var changedSinceFailedRead: Set<Int> = []

    init(storage: any LocalOverrideStorage, catalog: FlagCatalog) {
        self.storage = storage
        self.catalog = catalog
    }

    /// Switches to `storage` and reads its overrides.
    func replaceStorage(with storage: any LocalOverrideStorage, diagnostics: DiagnosticLog) -> [Int8] {
        self.storage = storage
        return load(diagnostics: diagnostics)
    }

    /// The stored overrides as a layer. Storage that can't be read yields an empty layer and
    /// a diagnostic.
    func load(diagnostics: DiagnosticLog) -> [Int8] {
        unknownKeys = [:]
        changedSinceFailedRead = []
        switch read() {
        case .success(let stored):
            isUnread = false
            return layer(from: stored)
        case .failure(let error):
            isUnread = error.kind == .unavailable
            let consequence = isUnread ? " Local overrides won't be saved until it can be read, so nothing stored is lost." : ""
            diagnostics.record(FlagDiagnostic(origin: .localOverrides, message: error.description + consequence))
            return layer(from: [:])
        }
    }

    /// Saves `layer`, in which `changed` ordinals were just set or cleared, and returns the
    /// layer to use: the same, or merged with stored overrides that an earlier failed read missed.
    func save(_ layer: [Int8], changed: some Sequence<Int>, diagnostics: DiagnosticLog) -> [Int8] {
        var layer = layer
        if isUnread {
            changedSinceFailedRead.formUnion(changed)
            guard case .success(let stored) = read() else {
                diagnostics.record(FlagDiagnostic(
                    origin: .localOverrides,
                    message: "local overrides were not saved: the storage still can't be read, and saving would replace what it holds."))
                return layer
            }
            let storedLayer = self.layer(from: stored)
            for ordinal in layer.indices where !changedSinceFailedRead.contains(ordinal) { layer[ordinal] = storedLayer[ordinal] }
            isUnread = false
        }
        write(layer, diagnostics: diagnostics)
        return layer
    }

    private func write(_ layer: [Int8], diagnostics: DiagnosticLog) {
        var overrides = unknownKeys
        for (ordinal, value) in layer.enumerated() where value != FlagState.unset {
            overrides[catalog.key(at: ordinal)] = value == 1
        }
        do {
            try storage.saveOverrides(overrides)
        } catch {
            diagnostics.record(FlagDiagnostic(
                origin: .localOverrides, message: "\(error) The overrides stay in force until the app quits."))
        }
    }

    private func read() -> Result<[String: Bool], LocalOverrideStorageError> {
        do {
            return .success(try storage.loadOverrides())
        } catch let error as LocalOverrideStorageError {
            return .failure(error)
        } catch {
            return .failure(LocalOverrideStorageError(.unavailable, "cannot read local overrides: \(error)."))
        }
    }

    /// `stored` as a layer; keys this build doesn't know are kept aside for saving.
    private func layer(from stored: [String: Bool]) -> [Int8] {
        var layer = Array(repeating: FlagState.unset, count: catalog.count)
        for (key, value) in stored {
            if let ordinal = catalog.ordinal(forKey: key) {
                layer[ordinal] = value ? 1 : 0
            } else {
                unknownKeys[key] = value
            }
        }
        return layer
    }
}
