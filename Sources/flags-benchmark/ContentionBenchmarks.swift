import FeatureFlagKit
import Foundation

/// Two threads reading while a third applies updates: the store against a locked array.
enum ContentionBenchmarks {
    static let readsPerThread = 20_000_000

    static func run() -> [Comparison] {
        let store = FeatureFlag.sharedStore
        let payloads = [true, false].map { value in
            RemotePayload(entries: [.init(key: "remoteFlag", value: value), .init(key: "rollout", value: !value)])
        }
        let storeReads = Measurement.run("store flag, 2 readers + 1 writer (per thread)", per: Double(readsPerThread)) {
            withPacedWriter({ n in store.applyRemotePayload(payloads[n & 1]) }) {
                var sum = 0
                for _ in 0..<readsPerThread where FeatureFlag.remoteFlag.isEnabled { sum &+= 1 }
                blackHole(sum)
            }
        }
        let locked = LockedFlags(count: 4)
        let lockedReads = Measurement.run(
            "[Bool] behind NSLock, 2 readers + 1 writer", per: Double(readsPerThread / 10)
        ) {
            withPacedWriter({ n in locked.toggle(n & 3) }) {
                var sum = 0
                for i in 0..<(readsPerThread / 10) where locked.value(i & 3) { sum &+= 1 }
                blackHole(sum)
            }
        }
        store.clearRemoteValues()
        return [Comparison(subject: storeReads, baseline: lockedReads, goal: "≥ 10×")]
    }

    /// Runs `read` on two threads at once while a third thread calls `write` every 10 µs
    /// (busy-waiting in between, so both subjects face the same update rate, far above any
    /// real app's);
    /// returns the slower reader's CPU nanoseconds (CPU time, not wall time: with three busy
    /// threads on a two-core machine, wall time would count the time a reader waits for a core).
    static func withPacedWriter(
        _ write: @escaping @Sendable (Int) -> Void, read: @escaping @Sendable () -> Void
    ) -> UInt64 {
        let done = Protected(false)
        let writer = Thread {
            var n = 0
            var next = DispatchTime.now().uptimeNanoseconds
            while !done.withValue({ $0 }) {
                let now = DispatchTime.now().uptimeNanoseconds
                guard now >= next else { continue }
                write(n)
                n += 1
                next = max(next + 10_000, now)
            }
        }
        writer.start()
        let times = Protected<[UInt64]>([])
        let group = DispatchGroup()
        for _ in 0..<2 {
            group.enter()
            Thread {
                let start = threadCPUTime()
                read()
                let time = threadCPUTime() - start
                times.withValue { $0.append(time) }
                group.leave()
            }.start()
        }
        group.wait()
        done.withValue { $0 = true }
        return times.withValue { $0.max() ?? 0 }
    }
}

/// CPU time consumed by the calling thread, in nanoseconds.
func threadCPUTime() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
