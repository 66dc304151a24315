/// Converts between stored overrides (by key) and the store's local layer (by ordinal),
/// keeping overrides for keys this build doesn't know so that saving never drops them.
final class LocalOverrideLayer: @unchecked Sendable {
    // Unchecked Sendable: used only while the store holds its update lock (and in init).
    private var storage: any LocalOverrideStorage
    private let catalog: FlagCatalog
    private var unknownKeys: [String: Bool] = [:]

    init(storage: any LocalOverrideStorage, catalog: FlagCatalog) {
        self.storage = storage
        self.catalog = catalog
    }

    /// Switches to `storage` (whose overrides `load` then reads).
    func replaceStorage(with storage: any LocalOverrideStorage) {
        self.storage = storage
    }

    /// The stored overrides as a layer; a storage that can't be read yields an empty layer
    /// and a diagnostic.
    func load(diagnostics: DiagnosticLog) -> [Int8] {
        var layer = Array(repeating: FlagState.unset, count: catalog.flags.count)
        let stored: [String: Bool]
        do {
            stored = try storage.loadOverrides()
        } catch {
            diagnostics.record(FlagDiagnostic(origin: .localOverrides, message: String(describing: error)))
            unknownKeys = [:]
            return layer
        }
        unknownKeys = [:]
        for (key, value) in stored {
            if let ordinal = catalog.ordinal(forKey: key) {
                layer[ordinal] = value ? 1 : 0
            } else {
                unknownKeys[key] = value
            }
        }
        return layer
    }

    /// Persists `layer` (plus the unknown keys); a failure is reported, and the overrides stay
    /// in force for this run.
    func save(_ layer: [Int8], diagnostics: DiagnosticLog) {
        var overrides = unknownKeys
        for (ordinal, value) in layer.enumerated() where value != FlagState.unset {
            overrides[catalog.flags[ordinal].metadata.key] = value == 1
        }
        do {
            try storage.saveOverrides(overrides)
        } catch {
            diagnostics.record(FlagDiagnostic(origin: .localOverrides, message: String(describing: error)))
        }
    }
}
