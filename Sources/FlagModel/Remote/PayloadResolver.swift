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

    /// The remote layer `payload` gives a device with `context`, and what the layer won't use.
    package func resolve(_ payload: RemotePayload, for context: TargetingContext) -> (layer: RemoteLayer, diagnostics: [FlagDiagnostic]) {
        var values = Array(repeating: Self.unset, count: catalog.count)
        var targeted = TargetedEntries()
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
            if let message = unknownConfigurations(of: entry) { report(entry, message) }
            values[ordinal] = decide(entry, ordinal: ordinal, context: context, targeted: &targeted)
            if values[ordinal] != Self.unset, let refusal = catalog.remotePolicy(at: ordinal).refusal(of: values[ordinal] == 1) {
                report(entry, "\(QuotedText.quoted(entry.key)) \(refusal); the value was refused.")
            }
        }
        return (RemoteLayer(values: values, rules: targeted.rules, ordinals: targeted.ordinals), diagnostics)
    }

    /// The layer value `entry` decides for `context`; targeted rules are kept in `targeted`.
    private func decide(_ entry: RemotePayload.Entry, ordinal: Int, context: TargetingContext, targeted: inout TargetedEntries) -> Int8 {
        switch entry.rules {
        case .plain(let value, let configurations):
            guard configurations?.contains(permissions.configuration) ?? true else { return Self.unset }
            return value ? 1 : 0
        case .targeted(let list):
            let flag = targeted.rules.append(key: entry.key, rules: list)
            targeted.ordinals.append(Int32(ordinal))
            return RemoteLayer.value(of: targeted.rules.decision(ofFlag: flag, in: context, configuration: permissions.configuration))
        }
    }

    /// The message about configuration names `entry` uses that the catalog doesn't have, if any.
    private func unknownConfigurations(of entry: RemotePayload.Entry) -> String? {
        let unknown = entry.rules.configurationNames.filter { catalog.configurationIndex($0) == nil }
        guard !unknown.isEmpty else { return nil }
        return "\(QuotedText.quoted(entry.key)) names unknown configurations: \(unknown.map(QuotedText.quoted).joined(separator: ", "))."
    }

    /// The targeted entries met so far: their rules, and the ordinal of each.
    private struct TargetedEntries {
        var rules = RuleTable()
        var ordinals: [Int32] = []
    }

    private static func repeated(_ key: String) -> String {
        "\(QuotedText.quoted(key)) appears twice in \"flags\"; the first one is used."
    }
}
