import Dispatch

/// The timings of one measurement over several runs, in the unit it reports.
struct Measurement {
    let name: String
    let unit: String
    let samples: [Double]

    var minimum: Double { samples.min() ?? .nan }
    var median: Double {
        let sorted = samples.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    /// Runs `body` `runs` times; each run returns its own total nanoseconds, divided by `per`.
    static func run(_ name: String, unit: String = "ns/read", runs: Int = 7, per divisor: Double, _ body: () -> UInt64) -> Measurement {
        _ = body()  // warm-up
        return Measurement(name: name, unit: unit, samples: (0..<runs).map { _ in Double(body()) / divisor })
    }
}

/// Monotonic nanoseconds.
func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// Nanoseconds taken by `body`.
func elapsed(_ body: () -> Void) -> UInt64 {
    let start = now()
    body()
    return now() - start
}

/// Keeps a value alive as far as the optimizer knows, so the loop computing it can't be removed.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}
