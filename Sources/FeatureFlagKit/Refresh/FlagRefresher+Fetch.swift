import Foundation

extension FlagRefresher {
    /// Loads the cache into the store; a cache that can't be read is reported and ignored.
    func applyCachedPayload() {
        let cached: CachedPayload?
        do {
            cached = try cache.load()
        } catch {
            store.report(FlagDiagnostic(origin: .cache, message: error.description))
            return
        }
        guard let cached,
            let decoded = try? store.decodePayload(cached.data, sizeLimit: policy.sizeLimit, reportingAs: .cache)
        else { return }
        store.apply(decoded, fetchedAt: cached.fetchedAt)
        // A fetch time in the future (a device clock that was wrong) must not throttle for years.
        let lastSuccess = min(cached.fetchedAt, clock.now)
        state.withValue { state in
            state.entityTag = cached.entityTag
            state.lastSuccess = lastSuccess
            state.pending = nil
        }
    }

    /// One fetch: its outcome becomes the status, and the in-flight slot is freed. A fetch
    /// cancelled by ``stop()`` changes nothing: it is not a failure and starts no back-off, and an
    /// answer that arrives after the stop is neither cached nor applied (nor confirms the cache).
    func fetchAndApply(ifNoneMatch entityTag: String?) async -> RefreshStatus {
        let outcome: RefreshStatus?
        do {
            outcome = try await handle(source.fetch(ifNoneMatch: entityTag), sentTag: entityTag)
        } catch {
            outcome = Task.isCancelled ? nil : recordFailure(error)
        }
        return state.withValue { state in
            if let outcome {
                state.status = outcome
                statusListeners.publish(outcome)
            }
            state.inFlight = nil
            return state.status
        }
    }

    /// The status after `result`, or `nil` if ``stop()`` came first (then nothing changes).
    private func handle(_ result: FetchResult, sentTag: String?) throws(PayloadSourceError) -> RefreshStatus? {
        let now = clock.now
        switch result {
        case .unchanged:
            guard state.withValue({ recordSuccessUnlessStopped(&$0, at: now) }) else { return nil }
            refreshCachedFetchTime(now, confirming: sentTag)
            return .unchanged(at: now)
        case .payload(let data, let tag):
            let accepted = try accept(CachedPayload(data: data, entityTag: tag, fetchedAt: now))
            return accepted ? .updated(at: now) : nil
        }
    }

    /// Validates a fetched payload, caches it, and applies it (or keeps it pending); returns
    /// `false` if ``stop()`` came before it was cached, or before it was applied.
    private func accept(_ fetched: CachedPayload) throws(PayloadSourceError) -> Bool {
        let decoded: DecodedPayload
        do {
            decoded = try store.decodePayload(fetched.data, sizeLimit: policy.sizeLimit, reportingAs: nil)
        } catch {
            throw PayloadSourceError(.invalidPayload, error.diagnosticMessage)
        }
        guard !Task.isCancelled else { return false }
        save(fetched)
        let applyNow = policy.applyMode == .immediately
        let isAccepted = state.withValue { state in
            guard recordSuccessUnlessStopped(&state, at: fetched.fetchedAt) else { return false }
            state.entityTag = fetched.entityTag
            state.pending = applyNow ? nil : (decoded, fetched.fetchedAt)
            return true
        }
        if isAccepted, applyNow { store.apply(decoded, fetchedAt: fetched.fetchedAt) }
        return isAccepted
    }

    /// Records a success, unless ``stop()`` has cancelled this fetch: checked under the state
    /// lock that `stop()` takes, so a stop either comes first and changes nothing, or comes
    /// after this point and no longer prevents the apply that follows.
    private func recordSuccessUnlessStopped(_ state: inout RefreshState, at now: Date) -> Bool {
        guard !Task.isCancelled else { return false }
        state.lastSuccess = now
        state.consecutiveFailures = 0
        state.retryAfter = nil
        return true
    }

    private func recordFailure(_ error: PayloadSourceError) -> RefreshStatus {
        let now = clock.now
        let wait = state.withValue { state -> TimeInterval in
            state.consecutiveFailures += 1
            let base = policy.backoff(afterFailures: state.consecutiveFailures)
            let wait = min(policy.maximumBackoff, max(0, base * (1 + policy.jitter * (2 * random() - 1))))
            state.retryAfter = now + wait
            return wait
        }
        store.report(FlagDiagnostic(origin: .source, message: error.message))
        return .failed(error, at: now, nextRetry: now + wait)
    }

    /// After a `304` for `tag`, rewrites the cache with the new confirmation time, so the minimum
    /// interval also holds across launches; only if the cache holds the payload with that tag.
    private func refreshCachedFetchTime(_ now: Date, confirming tag: String?) {
        guard let tag, let cached = try? cache.load(), cached.entityTag == tag else { return }
        save(CachedPayload(data: cached.data, entityTag: cached.entityTag, fetchedAt: now))
    }

    private func save(_ payload: CachedPayload) {
        do {
            try cache.save(payload)
        } catch {
            store.report(FlagDiagnostic(origin: .cache, message: error.description))
        }
    }
}
