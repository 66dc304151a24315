import Observation

/// An observable model of a ``FlagRefresher``'s ``FlagRefresher/status``, for SwiftUI: a view
/// that reads ``status`` is updated when a refresh ends with a different status.
///
/// ```swift
/// @State private var refresh = ObservableRefreshStatus(refresher: refresher)
///
/// var body: some View {
///     if refresh.status.failure != nil { OfflineBanner() }
/// }
/// ```
///
/// Like ``ObservableFlags``, the model lives on the main actor and follows the refresher's
/// ``FlagRefresher/statusChanges()`` there, shortly after each refresh ends.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable
public final class ObservableRefreshStatus<Flag: ManifestFlag> {
    package nonisolated let refresher: FlagRefresher<Flag>
    /// How the last refresh ended, as of the last status the model has taken.
    public private(set) var status: RefreshStatus
    @ObservationIgnored private var updates: Task<Void, Never>?

    /// Creates a model showing the status of `refresher`, and updating with it.
    ///
    /// - Parameter refresher: the refresher whose status the model shows and follows.
    public init(refresher: FlagRefresher<Flag>) {
        self.refresher = refresher
        // Listen before reading, so that no status between the two is missed.
        let changes = refresher.statusChanges()
        status = refresher.status
        updates = Task { [weak self] in
            for await _ in changes { self?.catchUp() }
        }
    }

    deinit {
        updates?.cancel()
    }

    /// Takes the refresher's current status (not the event's, which may be older than the one
    /// read at creation); an equal status changes nothing, so it invalidates no view.
    private func catchUp() {
        let latest = refresher.status
        if status != latest { status = latest }
    }
}
