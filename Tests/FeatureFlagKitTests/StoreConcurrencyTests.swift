import FeatureFlagKit
import Foundation
import Testing

/// Readers on several threads while another thread applies thousands of updates.
/// Run under the thread sanitizer in CI (`swift test --sanitize=thread`).
@Suite struct StoreConcurrencyTests {
    static let bits: [FeatureFlag] = [.bit0, .bit1, .bit2, .bit3, .bit4, .bit5, .bit6, .bit7]
    static let updates = 3_000

    /// Update `n` sets bits 0–6 to `n % 128` and bit 7 to their parity, so every applied state
    /// has even parity and a torn view of two updates very likely has odd parity.
    static func payload(_ n: Int) -> RemotePayload {
        let low = n % 128
        let parity = low.nonzeroBitCount % 2 == 1
        return RemotePayload(
            entries: (0..<7).map { bit in
                RemotePayload.Entry(key: "bit\(bit)", value: low & (1 << bit) != 0)
            } + [RemotePayload.Entry(key: "bit7", value: parity)])
    }

    static func decode(_ values: [Bool]) -> (value: Int, hasEvenParity: Bool) {
        let ones = values.filter { $0 }.count
        let value = values.prefix(7).enumerated().reduce(0) { $0 | ($1.element ? 1 << $1.offset : 0) }
        return (value, ones % 2 == 0)
    }

    /// Runs `write` in one task while three other tasks each read `readsPerReader` times;
    /// returns how many reads `isWrong` flagged.
    static func wrongReads(
        readsPerReader: Int, whileWriting write: @escaping @Sendable () -> Void, isWrong: @escaping @Sendable () -> Bool
    ) async -> Int {
        await withTaskGroup(of: Int.self) { group in
            group.addTask {
                write()
                return 0
            }
            for _ in 0..<3 {
                group.addTask { (0..<readsPerReader).count { _ in isWrong() } }
            }
            return await group.reduce(0, +)
        }
    }

    @Test func snapshotsAlwaysShowOneWholeUpdate() async {
        let store = FlagStore<FeatureFlag>(configuration: .release)
        let applied = Protected<Set<Int>>([0])
        let torn = await Self.wrongReads(readsPerReader: 2_000) {
            for n in 1...Self.updates {
                applied.withValue { _ = $0.insert(n % 128) }
                store.applyRemotePayload(Self.payload(n))
            }
        } isWrong: {
            let snapshot = store.snapshot()
            let (value, isEven) = Self.decode(Self.bits.map { snapshot[$0] })
            return !isEven || !applied.withValue({ $0.contains(value) })
        }
        #expect(torn == 0)
        #expect(Self.decode(Self.bits.map(store.isEnabled)).value == Self.updates % 128)
    }

    /// Bits 0–7 on for unit `a` where `pattern` has a 1, for unit `b` where it has a 0: the
    /// two contexts give complementary values, so a torn view shows neither pattern.
    static let targetedPayload: Data = {
        let pattern = 0b1010_0110
        let entries = (0..<8).map { bit in
            let unit = pattern & (1 << bit) != 0 ? "a" : "b"
            return "\"bit\(bit)\": [{ \"value\": true, \"units\": [\"\(unit)\"] }]"
        }
        return Data("{ \"version\": 1, \"flags\": { \(entries.joined(separator: ", ")) } }".utf8)
    }()

    @Test func targetingChangesShowOneWholeContextToSnapshotsAndReads() async throws {
        let store = FlagStore<FeatureFlag>(configuration: .release)
        store.setTargeting(TargetingContext(unitID: "a"))
        try store.applyRemotePayload(Self.targetedPayload)
        let wrongViews = await Self.wrongReads(readsPerReader: 2_000) {
            for n in 1...Self.updates { store.setTargeting(TargetingContext(unitID: n % 2 == 0 ? "a" : "b")) }
        } isWrong: {
            let snapshot = store.snapshot()
            let value = Self.bits.enumerated().reduce(0) { $0 | (snapshot[$1.element] ? 1 << $1.offset : 0) }
            return (value != 0b1010_0110 && value != 0b0101_1001) || !store.isEnabled(.onAllowedLocal)
        }
        #expect(wrongViews == 0)
        #expect(store.isEnabled(.bit1) == (Self.updates % 2 == 0))
    }

    @Test func lockFreeReadsReturnOnlyAppliedValuesWhileAWriterRuns() async {
        let store = FlagStore<FeatureFlag>(configuration: .release)
        // Bit 0 alternates on every update; `onAllowedLocal` is on and in no payload, so an
        // update that rewrote values it didn't change would show it off.
        let wrongReads = await Self.wrongReads(readsPerReader: 200_000) {
            for n in 1...Self.updates { store.applyRemotePayload(Self.payload(n)) }
        } isWrong: {
            _ = store.isEnabled(.bit0)
            return !store.isEnabled(.onAllowedLocal)
        }
        #expect(wrongReads == 0)
        #expect(store.isEnabled(.bit0) == (Self.updates % 2 == 1))
    }
}

/// A tiny lock-protected box for test bookkeeping.
final class Protected<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
