import Dispatch

/// The exposures a store owes and has recorded, and the high bit of each value byte that tells
/// a read one is owed.
///
/// After each update the ledger marks the byte of every flag whose value in force a split
/// picked, unless that (flag, value, unit) was already recorded. A read that finds the bit
/// clear is one atomic load; the first read that finds it set takes the lock, clears it,
/// records the exposure and hands it to the listeners. Every write of a value byte happens
/// under the lock, so exactly one read records each exposure.
@usableFromInline final class ExposureLedger: @unchecked Sendable {
    // Unchecked Sendable: every mutable property is guarded by `lock`.
    private static let owedBit = AtomicFlagValues.exposureOwedBit

    private struct Key: Hashable {
        let ordinal: Int
        let value: FlagValue
        let unitID: String
    }

    private let lock = Lock()
    private var recorded: Set<Key> = []
    private var owed: [Int: (key: Key, exposure: FlagExposure)] = [:]
    /// Exposures recorded for the handler and not yet handed to it, oldest first.
    private var undelivered: [FlagExposure] = []
    /// A Boolean value indicating whether a delivery is scheduled on the handler's queue: later
    /// exposures join it instead of scheduling another, so a read rarely pays for a handoff.
    private var isDelivering = false
    private let flagName: @Sendable (Int) -> String
    private let handler: (@Sendable (FlagExposure) -> Void)?
    private let handlerQueue = DispatchQueue(label: "FeatureFlagKit.exposures")
    let streams = StreamBroadcaster<FlagExposure>()

    /// A ledger whose exposures name the flag at an ordinal `flagName(ordinal)` and go to
    /// `handler`, on a queue of its own, and to ``streams``.
    init(flagName: @escaping @Sendable (Int) -> String, handler: (@Sendable (FlagExposure) -> Void)?) {
        self.flagName = flagName
        self.handler = handler
    }

    /// Writes `state`'s values of the `changed` flags into `values`, marking the flags that owe
    /// an exposure, and clearing the marks of those that no longer do.
    func publish(_ state: FlagState, changed: [Int], into values: AtomicFlagValues) {
        lock.withLock {
            let previouslyOwed = Array(owed.keys)
            owed = [:]
            for (ordinal, split) in state.remote.splits where state.resolve(ordinal).source == .remote {
                let value = state.effectiveValue(at: ordinal)
                let key = Key(ordinal: ordinal, value: value, unitID: state.targeting.unitID)
                guard !recorded.contains(key) else { continue }
                let exposure = FlagExposure(
                    flag: flagName(ordinal), key: state.catalog.key(at: ordinal), value: value,
                    unitID: key.unitID, group: split.group, weights: split.weights)
                owed[ordinal] = (key, exposure)
            }
            // A flag may be in more than one list; writing its byte twice writes the same byte.
            func publish(_ ordinal: Int) {
                let mark = owed.isEmpty || owed[ordinal] == nil ? 0 : Self.owedBit
                values.store(state.effectiveValues[ordinal].byte | mark, at: ordinal)
            }
            changed.forEach(publish)
            previouslyOwed.forEach(publish)
            owed.keys.forEach(publish)
        }
    }

    /// The value index at `ordinal`, recording the exposure it owes if no other read has.
    @usableFromInline func valueIndex(at ordinal: Int, in values: AtomicFlagValues) -> Int {
        let (value, startsDelivery) = lock.withLock { () -> (UInt8, Bool) in
            let value = values.byte(at: ordinal) & ~Self.owedBit
            guard let owed = owed.removeValue(forKey: ordinal) else { return (value, false) }
            values.store(value, at: ordinal)
            recorded.insert(owed.key)
            streams.publish(owed.exposure)
            guard handler != nil else { return (value, false) }
            undelivered.append(owed.exposure)
            let startsDelivery = !isDelivering
            isDelivering = true
            return (value, startsDelivery)
        }
        if startsDelivery { handlerQueue.async { self.deliver() } }
        return Int(value)
    }

    /// Hands every undelivered exposure to the handler, in order, until none is left.
    private func deliver() {
        while true {
            let batch = lock.withLock { () -> [FlagExposure] in
                defer { undelivered = [] }
                if undelivered.isEmpty { isDelivering = false }
                return undelivered
            }
            guard let handler, !batch.isEmpty else { return }
            for exposure in batch { handler(exposure) }
        }
    }
}
