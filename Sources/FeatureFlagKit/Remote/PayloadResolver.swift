/// Turns a decoded payload into a remote layer for one catalog and configuration, and
/// reports everything the layer won't use.
///
/// Values a policy refuses are kept in the layer (so a report can say "refused"), but
/// evaluation never uses them.
struct PayloadResolver {
    let catalog: FlagCatalog
    let permissions: FlagPermissions

    func resolve(_ payload: RemotePayload) -> (values: [Int8], diagnostics: [FlagDiagnostic]) {
        var values = Array(repeating: FlagState.unset, count: catalog.flags.count)
        var diagnostics: [FlagDiagnostic] = []
        func report(_ entry: RemotePayload.Entry, _ message: String) {
            diagnostics.append(FlagDiagnostic(
                origin: .remotePayload, key: entry.key, message: message, line: entry.line, column: entry.column))
        }
        for entry in payload.entries {
            guard let ordinal = catalog.ordinal(forKey: entry.key) else {
                report(entry, "\"\(entry.key)\" is not a flag of this build; ignored.")
                continue
            }
            if let configurations = entry.configurations {
                let unknown = configurations.filter { catalog.configurationIndex($0) == nil }
                if !unknown.isEmpty {
                    report(entry, "\"\(entry.key)\" names unknown configurations: \(unknown.joined(separator: ", ")).")
                }
                guard configurations.contains(permissions.configuration) else { continue }
            }
            if let refusal = PolicyCheck.refusal(of: entry.value, for: catalog.flags[ordinal]) {
                report(entry, "\"\(entry.key)\" \(refusal); the value was refused.")
            }
            values[ordinal] = entry.value ? 1 : 0
        }
        return (values, diagnostics)
    }
}

/// Why a flag's remote policy refuses a value.
enum PolicyCheck {
    /// A clause such as "may not be changed remotely (\"remote\": false)", or `nil` if allowed.
    static func refusal(of value: Bool, for flag: FlagCatalog.Flag) -> String? {
        switch flag.metadata.remotePolicy {
        case .allowed: nil
        case .forbidden: "may not be changed remotely (\"remote\": false)"
        case .disableOnly: value ? "may only be turned off remotely (\"remote\": \"disable-only\")" : nil
        }
    }
}
