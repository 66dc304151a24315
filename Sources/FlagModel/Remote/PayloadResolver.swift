import FlagJSON

/// Turns a decoded payload into a remote layer for one catalog and configuration, and
/// reports everything the layer won't use.
///
/// Values a policy refuses are kept in the layer (so a report can say "refused"), but
/// evaluation never uses them.
package struct PayloadResolver {
    /// No value in a layer: what a layer holds for a flag the payload leaves alone.
    package static let unset: Int8 = -1

    let catalog: FlagCatalog
    let permissions: FlagPermissions

    /// A resolver for `catalog` in the configuration of `permissions`.
    package init(catalog: FlagCatalog, permissions: FlagPermissions) {
        self.catalog = catalog
        self.permissions = permissions
    }

    /// The remote layer for `payload` (one value per flag: 1 on, 0 off, or ``unset``), and what
    /// the layer won't use.
    package func resolve(_ payload: RemotePayload) -> (values: [Int8], diagnostics: [FlagDiagnostic]) {
        var values = Array(repeating: Self.unset, count: catalog.count)
        var seen = Array(repeating: false, count: catalog.count)
        var unknownKeys: Set<String> = []
        var diagnostics: [FlagDiagnostic] = []
        func report(_ entry: RemotePayload.Entry, _ message: String) {
            let location = payload.location(of: entry)
            diagnostics.append(FlagDiagnostic(
                origin: .remotePayload, key: entry.key, message: message, line: location?.line, column: location?.column))
        }
        for entry in payload.entries {
            guard let ordinal = catalog.ordinal(forKey: entry.key) else {
                let isRepeated = !unknownKeys.insert(entry.key).inserted
                let unknown = "\(QuotedText.quoted(entry.key)) is not a flag of this build; ignored."
                report(entry, isRepeated ? Self.repeated(entry.key) : unknown)
                continue
            }
            guard !seen[ordinal] else {
                report(entry, Self.repeated(entry.key))
                continue
            }
            seen[ordinal] = true
            if let configurations = entry.configurations {
                let unknown = configurations.filter { catalog.configurationIndex($0) == nil }
                if !unknown.isEmpty {
                    let names = unknown.map(QuotedText.quoted).joined(separator: ", ")
                    report(entry, "\(QuotedText.quoted(entry.key)) names unknown configurations: \(names).")
                }
                guard configurations.contains(permissions.configuration) else { continue }
            }
            if let refusal = catalog.remotePolicy(at: ordinal).refusal(of: entry.value) {
                report(entry, "\(QuotedText.quoted(entry.key)) \(refusal); the value was refused.")
            }
            values[ordinal] = entry.value ? 1 : 0
        }
        return (values, diagnostics)
    }

    private static func repeated(_ key: String) -> String {
        "\(QuotedText.quoted(key)) appears twice in \"flags\"; the first one is used."
    }
}
