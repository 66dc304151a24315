import FeatureFlagKit

/// Single-threaded reads: generated flags against the baselines, side by side.
enum ReadBenchmarks {
    static let iterations = 50_000_000

    static func run() -> [Comparison] {
        let count = Double(iterations)
        let literal = Measurement.run("literal `true`", per: count) {
            elapsed {
                var sum = 0
                for _ in 0..<iterations where literalTrue() { sum &+= 1 }
                blackHole(sum)
            }
        }
        let constant = Measurement.run("constant flag: FeatureFlag.constantFlag.isEnabled", per: count) {
            elapsed {
                var sum = 0
                for _ in 0..<iterations where FeatureFlag.constantFlag.isEnabled { sum &+= 1 }
                blackHole(sum)
            }
        }
        let overridable = Measurement.run("store flag: FeatureFlag.remoteFlag.isEnabled", per: count) {
            elapsed {
                var sum = 0
                for _ in 0..<iterations where FeatureFlag.remoteFlag.isEnabled { sum &+= 1 }
                blackHole(sum)
            }
        }
        let variant = Measurement.run("store variant flag: FeatureFlag.CheckoutVariant.current", per: count) {
            elapsed {
                var sum = 0
                for _ in 0..<iterations where FeatureFlag.CheckoutVariant.current == .oneStep { sum &+= 1 }
                blackHole(sum)
            }
        }
        let locked = LockedFlags(count: 4)
        let lockedFixed = Measurement.run("[Bool] behind NSLock, index 1", per: Double(iterations / 5)) {
            elapsed {
                var sum = 0
                for _ in 0..<(iterations / 5) where locked.value(1) { sum &+= 1 }
                blackHole(sum)
            }
        }
        let runtimeChosen = runtimeChosenReads(count: count)
        return [
            Comparison(subject: constant, baseline: literal, goal: "0 ns"),
            Comparison(subject: overridable, baseline: lockedFixed, goal: "≤ 5 ns; ≥ 5× a locked array"),
            Comparison(subject: variant, baseline: overridable, goal: "≤ 5 ns; as a Boolean read"),
            Comparison(subject: runtimeChosen.generated, baseline: runtimeChosen.locked, goal: "≥ 5× a locked array"),
            Comparison(
                subject: runtimeChosen.generated, baseline: runtimeChosen.dictionary, goal: "faster than a dictionary"),
            Comparison(
                subject: runtimeChosen.generated, baseline: runtimeChosen.switchBaseline, goal: "close to a bare switch"
            ),
        ]
    }

    /// Reads where the flag is picked from an array at run time (`flags[i & 3]`).
    private static func runtimeChosenReads(count: Double) -> (
        generated: Measurement, switchBaseline: Measurement, locked: Measurement, dictionary: Measurement
    ) {
        let flags: [FeatureFlag] = [.constantFlag, .remoteFlag, .killSwitch, .rollout]
        let baselineFlags = BaselineFlag.allCases
        let locked = LockedFlags(count: 4)
        let keys = ["constantFlag", "remoteFlag", "killSwitch", "rollout"]
        let dictionary = Dictionary(uniqueKeysWithValues: keys.map { ($0, true) })
        let generated = Measurement.run("FeatureFlag chosen at run time .isEnabled", per: count) {
            elapsed {
                var sum = 0
                for i in 0..<iterations where flags[i & 3].isEnabled { sum &+= 1 }
                blackHole(sum)
            }
        }
        let switchBaseline = Measurement.run("`switch self`, flag chosen at run time", per: count) {
            elapsed {
                var sum = 0
                for i in 0..<iterations where baselineFlags[i & 3].isOn { sum &+= 1 }
                blackHole(sum)
            }
        }
        let slow = iterations / 5
        let lockedRead = Measurement.run("[Bool] behind NSLock", per: Double(slow)) {
            elapsed {
                var sum = 0
                for i in 0..<slow where locked.value(i & 3) { sum &+= 1 }
                blackHole(sum)
            }
        }
        let dictionaryRead = Measurement.run("[String: Bool] dictionary", per: Double(slow)) {
            elapsed {
                var sum = 0
                for i in 0..<slow where dictionary[keys[i & 3]] == true { sum &+= 1 }
                blackHole(sum)
            }
        }
        return (generated, switchBaseline, lockedRead, dictionaryRead)
    }

    @inline(__always)
    private static func literalTrue() -> Bool { true }
}
