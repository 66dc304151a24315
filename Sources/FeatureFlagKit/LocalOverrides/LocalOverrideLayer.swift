import FlagJSON

/// Converts between stored overrides (by key) and the store's local layer (by ordinal).
///
/// Nothing stored is ever lost by saving: each save re-reads the storage and changes only the
/// keys this store set or cleared (``OverrideMedium/updateOverrides(_:)``), so keys of
/// other stores sharing the storage, and of other builds, stay. A change that couldn't be saved
/// stays in force and is saved with the next save that succeeds.
final class LocalOverrideLayer: @unchecked Sendable {
    // Unchecked Sendable: used only while the store holds its update lock (and in init).
    private var storage: any OverrideMedium
    private let catalog: FlagCatalog
    /// Ordinals whose override in the layer hasn't reached the storage yet.
    private var unsaved: Set<Int> = []
    /// The stored values already reported as not their flag's, so that every save that reads
    /// the storage again doesn't report them again.
    private var reportedMismatches: Set<StoredOverride> = []

    private struct StoredOverride: Hashable {
        let key: String
        let value: FlagValue
    }

    init(storage: LocalOverrideStorage, catalog: FlagCatalog) {
        self.storage = storage.medium
        self.catalog = catalog
    }

    /// Switches to `storage` and reads its overrides.
    func replaceStorage(with storage: LocalOverrideStorage, diagnostics: DiagnosticLog) -> LayerValues {
        self.storage = storage.medium
        unsaved = []
        return load(diagnostics: diagnostics)
    }

    /// The stored overrides as a layer. Storage that can't be read yields an empty layer and
    /// a diagnostic.
    func load(diagnostics: DiagnosticLog) -> LayerValues {
        do {
            return layer(from: try storage.loadOverrides(), diagnostics: diagnostics)
        } catch {
            let error = Self.storageError(error)
            let consequence =
                error.kind == .unavailable
                ? " Local overrides won't be saved until it can be read, so nothing stored is lost." : ""
            diagnostics.record(FlagDiagnostic(origin: .localOverrides, message: error.description + consequence))
            return layer(from: [:], diagnostics: diagnostics)
        }
    }

    /// Saves the overrides at `changed` (just set or cleared in `layer`) and any that earlier
    /// saves missed, and returns the layer as stored now, with what other writers stored
    /// meanwhile. If that fails, `layer` stays in force and a diagnostic says why.
    func synchronize(_ layer: LayerValues, changing changed: some Sequence<Int>, diagnostics: DiagnosticLog)
        -> LayerValues
    {
        unsaved.formUnion(changed)
        let edits = unsaved.map { ordinal in
            (
                key: catalog.key(at: ordinal),
                value: layer.value(at: ordinal, in: catalog)
            )
        }
        do {
            let stored =
                edits.isEmpty
                ? try storage.loadOverrides()
                : try storage.updateOverrides { overrides in
                    for edit in edits { overrides[edit.key] = edit.value }
                }
            unsaved = []
            return self.layer(from: stored, diagnostics: diagnostics)
        } catch {
            let consequence =
                edits.isEmpty
                ? "" : " The changed overrides stay in force and are saved with the next change that can be saved."
            diagnostics.record(
                FlagDiagnostic(origin: .localOverrides, message: Self.storageError(error).description + consequence))
            return layer
        }
    }

    private static func storageError(_ error: any Error) -> FlagStorageError {
        error as? FlagStorageError ?? FlagStorageError(.unavailable, "cannot read or write local overrides: \(error).")
    }

    /// `stored` as a layer; keys this store doesn't know are left to the storage, and so are
    /// values their flag doesn't have (a variant since renamed, a value of the type the flag had
    /// before, which is never read as another: `5` stored for an integer flag is not a double
    /// flag's `5.0`), with a diagnostic.
    private func layer(from stored: [String: FlagValue], diagnostics: DiagnosticLog) -> LayerValues {
        var layer = LayerValues(for: catalog)
        for (key, value) in stored {
            guard let ordinal = catalog.ordinal(forKey: key) else { continue }
            guard let conforming = catalog.conforming(value, at: ordinal), conforming == value else {
                guard reportedMismatches.insert(StoredOverride(key: key, value: value)).inserted else { continue }
                diagnostics.record(
                    FlagDiagnostic(
                        origin: .localOverrides,
                        message: "the stored local override of \(QuotedText.quoted(key)) is ignored: "
                            + (catalog.conforming(value, at: ordinal) == nil
                                ? catalog.mismatch(of: value, at: ordinal)
                                : "\(value) is \(value.kindDescription), and the flag's type is another now") + "."))
                continue
            }
            layer.set(conforming, at: ordinal, in: catalog)
        }
        return layer
    }
}
