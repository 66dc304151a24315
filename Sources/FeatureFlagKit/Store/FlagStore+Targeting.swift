import Foundation

extension FlagStore {
    /// The install id in the file at `url`, created (a random UUID) and saved on first use, so
    /// rollouts bucket this device the same way on every launch.
    ///
    /// The file is written atomically like a ``LocalOverrideStorage/file(_:)``, and reading and
    /// creating the id are one step under the same lock (`<file name>.lock` next to it, waited
    /// for at most 2 seconds), so an app and its extension that start at the same time on one
    /// file use one id, the stored one.
    /// A stored id that is not a UUID is replaced by a new one; a file that can't be read, or
    /// locked with no valid id, gives an id for this launch only and keeps what is stored. All
    /// are reported through the diagnostic handler.
    ///
    /// Keep it next to the local overrides: both belong to the installation and go away with
    /// it. On tvOS an app can write only to folders the system may purge, and a purged id moves
    /// the device to other buckets: use ``installID(in:key:)`` there.
    ///
    /// ```swift
    /// let installID = store.installID(storedAt: folder.appendingPathComponent("install-id.txt"))
    /// store.setTargeting(.running(unitID: signedInUserID ?? installID))
    /// ```
    ///
    /// - Parameter url: the install id file's location; its folder is created on the first save.
    /// - Returns: the stored install id, or the one just created and saved, or one for this
    ///   launch only if the file can't be used.
    public func installID(storedAt url: URL) -> String {
        installID(from: FileInstallIDStorage(url: url))
    }

    /// The install id in `defaults` under `key`, created (a random UUID) and saved on first use,
    /// as ``installID(storedAt:)`` does with a file.
    ///
    /// Stores in one process agree on one id. `UserDefaults` offers no lock across processes,
    /// so an app and its extension starting at the same moment on an empty App Group suite may
    /// each create an id; the one saved last is kept from the next launch on.
    ///
    /// - Parameters:
    ///   - defaults: the defaults database to keep the id in, such as `.standard`.
    ///   - key: the defaults key the id is stored under.
    /// - Returns: the stored install id, or the one just created and saved.
    public func installID(in defaults: UserDefaults, key: String = "FeatureFlagKit.installID") -> String {
        installID(from: UserDefaultsInstallIDStorage(defaults: defaults, key: key))
    }

    /// The install id kept in `storage`; what the public variants share, and what tests use
    /// with storages of their own.
    package func installID(from storage: any InstallIDStorage) -> String {
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
