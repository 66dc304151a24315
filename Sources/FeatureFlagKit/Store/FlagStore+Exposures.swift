extension FlagStore {
    /// A new stream of the exposures the store records from now on. Call it once per listener;
    /// the stream finishes when the store is deallocated.
    ///
    /// ```swift
    /// for await exposure in store.exposures() { analytics.track("Experiment Viewed", exposure.properties) }
    /// ```
    ///
    /// - Parameter bufferingPolicy: what the stream keeps while its listener isn't reading;
    ///   every exposure, by default.
    /// - Returns: a stream of ``FlagExposure`` values, one per exposure recorded after this call.
    public func exposures(
        bufferingPolicy: AsyncStream<FlagExposure>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<FlagExposure> {
        exposureLedger.streams.makeStream(bufferingPolicy: bufferingPolicy)
    }
}
