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
    static func run(_ name: String, unit: String = "ns/read", runs: Int = 7, per divisor: Double, _ body: () -> UInt64)
        -> Measurement
    {
        _ = body()  // warm-up
        return Measurement(name: name, unit: unit, samples: (0..<runs).map { _ in Double(body()) / divisor })
    }

    /// Runs `subject` and `baseline` in turn (which goes first alternating), `runs` times each
    /// after a warm-up of each, so that both see the same machine state: on a noisy machine
    /// that drifts between a fast and a slow state, measuring one after the other can put
    /// them in different states.
    static func interleaved(
        _ subject: (name: String, body: () -> UInt64), against baseline: (name: String, body: () -> UInt64),
        unit: String, runs: Int = 11, per divisor: Double
    ) -> (subject: Measurement, baseline: Measurement) {
        _ = subject.body()
        _ = baseline.body()
        var subjectSamples: [Double] = []
        var baselineSamples: [Double] = []
        for run in 0..<runs {
            if run.isMultiple(of: 2) {
                subjectSamples.append(Double(subject.body()) / divisor)
                baselineSamples.append(Double(baseline.body()) / divisor)
            } else {
                baselineSamples.append(Double(baseline.body()) / divisor)
                subjectSamples.append(Double(subject.body()) / divisor)
            }
        }
        return (
            Measurement(name: subject.name, unit: unit, samples: subjectSamples),
            Measurement(name: baseline.name, unit: unit, samples: baselineSamples)
        )
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
