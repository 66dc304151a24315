import FlagJSON

/// Turns a decoded payload into a remote layer for one catalog and configuration, and
/// reports everything the layer won't use.
///
/// Values a policy refuses are kept in the layer (so a report can say "refused"), but
/// evaluation never uses them.
package struct PayloadResolver {
    let catalog: FlagCatalog
    let permissions: FlagPermissions

    package init(catalog: FlagCatalog, permissions: FlagPermissions) {
        self.catalog = catalog
        self.permissions = permissions
    }

    /// The remote layer `payload` gives a device with `context`, and what the layer won't use.
    package func resolve(_ payload: RemotePayload, for context: TargetingContext) -> (
        layer: RemoteLayer, diagnostics: [FlagDiagnostic]
    ) {
        var values = LayerValues(for: catalog)
        var targeted: [RemoteLayer.TargetedFlag] = []
        var splits: [Int: SplitAssignment] = [:]
        var seen = Array(repeating: false, count: catalog.count)
        var unknownKeys: Set<String> = []
        var diagnostics: [FlagDiagnostic] = []
        var locator = payload.locator()
        func report(_ entry: RemotePayload.Entry, _ message: String) {
            diagnostics.append(locator.diagnostic(message, about: entry))
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
            switch entry.rules {
            case .plain(let value, let configurations):
                guard let conforming = catalog.conforming(value, at: ordinal, json: true) else {
                    report(entry, "\(catalog.mismatch(of: value, at: ordinal, json: true)); the entry was ignored.")
                    continue
                }
                guard configurations?.contains(permissions.configuration) ?? true else { continue }
                values.set(conforming, at: ordinal, in: catalog)
            case .targeted(let rules):
                guard
                    let flag = targetedFlag(
                        ordinal: ordinal, key: entry.key, rules: rules, report: { report(entry, $0) })
                else { continue }
                targeted.append(flag)
                let (index, typed, split) = flag.value(in: context, configuration: permissions.configuration)
                values.set(index: index, typed: typed, at: ordinal)
                splits[ordinal] = split
            }
            if let index = values[ordinal].index,
                let refusal = catalog.remotePolicy(at: ordinal).refusal(of: index != 0)
            {
                report(
                    entry,
                    "\(QuotedText.quoted(entry.key)) \(refusal.clause(variants: catalog.variants(at: ordinal))); the value was refused."
                )
            }
        }
        return (RemoteLayer(values: values, targeted: targeted, splits: splits), diagnostics)
    }

    /// The flag at `ordinal` with `rules`, each rule's values checked against it and kept as
    /// the flag's values (a payload's string as a variant's name, a number as a typed flag's
    /// type); `nil` if one is not a value of the flag, which `report` is told.
    private func targetedFlag(ordinal: Int, key: String, rules: [TargetingRule], report: (String) -> Void)
        -> RemoteLayer.TargetedFlag?
    {
        // One array for all of a flag's values, without one per rule on the way: a payload of
        // thousands of rule lists would otherwise allocate several arrays per flag.
        var valueIndices: [FlagValueIndex] = []
        valueIndices.reserveCapacity(rules.reduce(0) { $0 + $1.value.count })
        var conformingRules = rules
        func conforming(_ value: FlagValue) -> FlagValue? {
            guard let conforming = catalog.conforming(value, at: ordinal, json: true) else {
                report("\(catalog.mismatch(of: value, at: ordinal, json: true)); the entry was ignored.")
                return nil
            }
            valueIndices.append(FlagValueIndex(catalog.index(ofConforming: conforming, at: ordinal)))
            return conforming
        }
        for (index, rule) in rules.enumerated() {
            switch rule.value {
            case .value(let value):
                guard let conforming = conforming(value) else { return nil }
                if conforming != value { conformingRules[index].value = .value(conforming) }
            case .split(var entries):
                for position in entries.indices {
                    guard let conforming = conforming(entries[position].value) else { return nil }
                    // A split's values compare as the flag's type: 60 and 60.0 are one double.
                    guard !entries[..<position].contains(where: { $0.value == conforming }) else {
                        report(
                            "the split of rule \(index + 1) of \(QuotedText.quoted(key)) lists \(conforming) twice "
                                + "(as a value of its type); the entry was ignored.")
                        return nil
                    }
                    entries[position].value = conforming
                }
                conformingRules[index].value = .split(entries)
            }
        }
        return RemoteLayer.TargetedFlag(
            ordinal: ordinal, key: key, rules: conformingRules, valueIndices: valueIndices,
            isTyped: catalog.valueType(at: ordinal) != nil)
    }

    /// The message about configuration names `entry` uses that the catalog doesn't have, if any.
    private func unknownConfigurations(of entry: RemotePayload.Entry) -> String? {
        if case .plain(_, nil) = entry.rules { return nil }
        let unknown = entry.rules.configurationNames.filter { catalog.configurationIndex($0) == nil }
        guard !unknown.isEmpty else { return nil }
        return
            "\(QuotedText.quoted(entry.key)) names unknown configurations: \(unknown.map(QuotedText.quoted).joined(separator: ", "))."
    }

    private static func repeated(_ key: String) -> String {
        "\(QuotedText.quoted(key)) appears twice in \"flags\"; the first one is used."
    }
}
