extension FlagStore {
    /// The install id kept in `storage`, created (a random UUID) and saved on first use, so
    /// rollouts bucket this device the same way on every launch.
    ///
    /// Reading and creating are one step under the storage's
    /// ``InstallIDStorage/withExclusiveAccess(_:)``, so stores that start at the same time (in
    /// one process, or an app and its extension sharing a ``FileInstallIDStorage``) all use one
    /// id, the stored one. A stored id that is not a UUID is replaced by a new one; storage that
    /// can't be read or locked gives an id for this launch only and keeps what is stored. All
    /// are reported through the diagnostic handler.
    ///
    /// ```swift
    /// let installID = store.installID(from: FileInstallIDStorage(url: folder.appendingPathComponent("install-id.txt")))
    /// store.setTargeting(.running(unitID: signedInUserID ?? installID))
    /// ```
    ///
    /// - Parameter storage: where the install id is kept, such as a ``FileInstallIDStorage``.
    /// - Returns: the stored install id, or the one just created and saved, or one for this
    ///   launch only if the storage can't be used.
    public func installID(from storage: any InstallIDStorage) -> String {
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
