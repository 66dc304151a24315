import Foundation
import Testing

/// One seeded fuzz run of one parser: input `i` is rebuilt from the run's seed and `i` alone,
/// so a failure is replayed with the seed and `i + 1` iterations.
///
/// `FFK_FUZZ_SEED` (decimal or `0x…`) and `FFK_FUZZ_ITERATIONS` override the defaults; when
/// `FFK_FUZZ_ITERATIONS` is set, the last input is printed (hex-escaped) before it runs.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct FuzzRun {
    /// The seed every run uses unless `FFK_FUZZ_SEED` says otherwise.
    static let defaultSeed: UInt64 = 0x5EED_F1A6_2026_0009
    /// A single input that takes more of its thread's CPU time (``ThreadCPUTime``) fails the
    /// run: a detector of hangs and quadratic scans, not a performance requirement.
    static let slowInputLimit: Duration = .seconds(2)

    let parser: String
    let testName: String
    let seed: UInt64
    let iterations: Int
    let isReplay: Bool

    /// A run of `defaultIterations` inputs unless the environment sets a seed or a count;
    /// `testName`, the filter of the replay line, is the calling test's by default.
    ///
    /// - Throws: ``FuzzSettingError`` if a variable is set to something that isn't a number.
    init(parser: String, testName: String = #function, defaultIterations: Int) throws(FuzzSettingError) {
        let environment = ProcessInfo.processInfo.environment
        self.parser = parser
        self.testName = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
        seed = try environment["FFK_FUZZ_SEED"].map(Self.parseSeed) ?? Self.defaultSeed
        let iterationText = environment["FFK_FUZZ_ITERATIONS"]
        iterations = try iterationText.map(Self.parseIterations) ?? defaultIterations
        isReplay = iterationText != nil
    }

    /// Builds each input with `generate` and checks it with `check`, which returns a
    /// description of a broken promise or `nil`. Records an issue for every broken promise and
    /// every input slower than ``slowInputLimit``.
    func run(generate: (inout SplitMix64) -> [UInt8], check: ([UInt8]) throws -> String?) rethrows {
        var statistics = FuzzStatistics()
        let clock = ContinuousClock()
        let start = clock.now
        for iteration in 0..<iterations {
            let input = input(at: iteration, generate)
            if isReplay && iteration == iterations - 1 {
                print("\(parser) input \(iteration): \(HexEscaped(input, limit: .max))")
            }
            FuzzWatchdog.begin("FuzzTests: the \(parser) fuzz test crashed or hung on \(replayDescription(iteration)).")
            var failure: String?
            let elapsed = try ThreadCPUTime.measure { failure = try check(input) }
            FuzzWatchdog.end()
            statistics.record(elapsed, bytes: input.count, iteration: iteration)
            if let failure { Issue.record("\(failure) Input \(replayDescription(iteration)): \(HexEscaped(input))") }
            if elapsed > Self.slowInputLimit {
                Issue.record(
                    "Decoding took \(elapsed) of CPU time, more than \(Self.slowInputLimit) (a hang?). Input \(replayDescription(iteration)): \(HexEscaped(input))"
                )
            }
        }
        print(
            "FuzzTests \(parser): \(statistics.summary(total: start.duration(to: clock.now))); seed 0x\(String(seed, radix: 16))"
        )
    }

    /// Input `iteration` of this run, from a generator seeded with the run's seed mixed with
    /// the iteration, so that no two inputs share a stream.
    func input(at iteration: Int, _ generate: (inout SplitMix64) -> [UInt8]) -> [UInt8] {
        var mixer = SplitMix64(seed: seed ^ (UInt64(iteration) &* 0xD1B5_4A32_D192_ED03))
        var random = SplitMix64(seed: mixer.next())
        return generate(&random)
    }

    private func replayDescription(_ iteration: Int) -> String {
        "\(iteration) (replay: FFK_FUZZ_SEED=0x\(String(seed, radix: 16)) FFK_FUZZ_ITERATIONS=\(iteration + 1) swift test --filter \(testName))"
    }

    private static func parseSeed(_ text: String) throws(FuzzSettingError) -> UInt64 {
        let seed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let seed else {
            throw FuzzSettingError("FFK_FUZZ_SEED must be a number such as 1234 or 0x5eed, not '\(text)'.")
        }
        return seed
    }

    private static func parseIterations(_ text: String) throws(FuzzSettingError) -> Int {
        guard let count = Int(text), count > 0 else {
            throw FuzzSettingError(
                "FFK_FUZZ_ITERATIONS must be a positive number of inputs such as 500, not '\(text)'.")
        }
        return count
    }
}

/// An `FFK_FUZZ_…` environment variable that can't be used.
struct FuzzSettingError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
