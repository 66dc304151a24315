extension FlagStore {
    /// Overrides `flag` locally with `value` and persists the override: a Boolean, a variant's
    /// name (for a debug menu that lists variants by name, ``FlagMetadata/variants``), or a typed
    /// flag's value within its bounds (`.integer(100)`, `.double(2.5)`, `.string("…")`; an integer
    /// for a double flag too).
    ///
    /// - Parameters:
    ///   - value: the value `flag` takes, over its compiled and remote values.
    ///   - flag: the flag to override.
    /// - Throws: ``OverrideRefusal`` if the manifest doesn't honour local overrides of
    ///   this flag in this store's configuration, or if `value` is not one of the flag's values
    ///   (``OverrideRefusal/Reason/unknownValue(_:values:)``, or for a typed flag
    ///   ``OverrideRefusal/Reason/invalidValue(_:reason:)``, which names the bound); nothing
    ///   changes then.
    public func setLocalOverride(_ value: FlagValue, for flag: Flag) throws(OverrideRefusal) {
        try update { state throws(OverrideRefusal) in
            let ordinal = flag._ordinal
            let value = try state.permissions.localOverrideValue(of: value, at: ordinal, in: state.catalog)
            return (changingLocalValues(of: [ordinal], to: value, in: state), ())
        }
    }

    /// Overrides a variant flag locally with `variant` and persists the override.
    ///
    /// ```swift
    /// try store.setLocalOverride(FeatureFlag.CheckoutFlowVariant.oneStep)
    /// ```
    ///
    /// - Parameter variant: the variant its flag takes, over its compiled and remote values.
    /// - Throws: ``OverrideRefusal`` if the manifest doesn't honour local overrides of the flag
    ///   in this store's configuration; nothing changes then.
    public func setLocalOverride<Variant: FlagVariant>(_ variant: Variant) throws(OverrideRefusal)
    where Variant.Flag == Flag {
        try setLocalOverride(.variant(variant.rawValue), for: Variant.flag)
    }

    /// Removes the local override of `flag`, if any: the stored one, and the one the process
    /// was launched with.
    ///
    /// - Parameter flag: the flag whose override is removed; it goes back to its remote or
    ///   compiled value.
    public func clearLocalOverride(for flag: Flag) {
        update { state in (changingLocalValues(of: [flag._ordinal], to: nil, in: state), ()) }
    }

    /// Removes every local override, those the process was launched with included.
    public func clearAllLocalOverrides() {
        update { state in
            (changingLocalValues(of: 0..<state.catalog.count, to: nil, in: state), ())
        }
    }

    /// The local override of `flag` (the one the process was launched with, else the stored
    /// one), whether or not it is honoured.
    package func localOverride(for flag: Flag) -> FlagValue? {
        let state = currentState
        return state.localOverride(at: flag._ordinal)
    }

    /// Moves local overrides to `storage` (`.userDefaults()`, `.file(url)`, …) while the app
    /// runs: its overrides replace the current stored ones, and later changes are saved there;
    /// the overrides the process was launched with stay over them. At launch, give the shared
    /// store its storage with ``ManifestFlag/configureSharedStore(_:)``.
    ///
    /// - Parameter storage: where local overrides are read from now and saved to from now on.
    public func setLocalOverrideStorage(_ storage: LocalOverrideStorage) {
        update { state in
            (
                state.replacingLocalValues(
                    localOverrides.replaceStorage(with: storage, diagnostics: diagnostics), droppingLaunchValuesAt: []),
                ()
            )
        }
    }

    /// Reads local overrides again, picking up what other stores or processes sharing the
    /// storage changed; also retries saving changes an earlier save couldn't store.
    ///
    /// A store reads its storage when it is created, in ``setLocalOverrideStorage(_:)``, and on
    /// every change it saves; it doesn't watch the storage. Call this when another writer may
    /// have changed it, e.g. when an app returns to the foreground after its extension ran.
    public func reloadLocalOverrides() {
        update { state in
            (
                state.replacingLocalValues(
                    localOverrides.synchronize(state.localValues, changing: [], diagnostics: diagnostics),
                    droppingLaunchValuesAt: []), ()
            )
        }
    }

    /// `state` with the local overrides of the flags at `ordinals` set to `value` (or cleared)
    /// and saved, in place of their launch overrides. Launch overrides never reach the storage:
    /// `localValues` holds only stored ones.
    private func changingLocalValues(of ordinals: some Collection<Int>, to value: FlagValue?, in state: FlagState)
        -> FlagState
    {
        var layer = state.localValues
        for ordinal in ordinals { layer.set(value, at: ordinal, in: state.catalog) }
        return state.replacingLocalValues(
            localOverrides.synchronize(layer, changing: ordinals, diagnostics: diagnostics),
            droppingLaunchValuesAt: ordinals)
    }
}
