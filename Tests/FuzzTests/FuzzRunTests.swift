import Testing

extension Fuzz {
    /// What makes a fuzz failure usable: the same seed gives the same inputs, and a failure
    /// names the seed and iteration that replay it.
    @Suite struct FuzzRunTests {
        static let generators: [(name: String, generate: @Sendable (inout SplitMix64) -> [UInt8])] = [
            ("manifest", ManifestFuzzTests.input), ("payload", PayloadFuzzTests.input),
            ("cache file", StorageFileFuzzTests.cacheFile), ("override file", StorageFileFuzzTests.overrideFile),
        ]

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test(arguments: 0..<4) func inputsDependOnlyOnTheSeedAndTheIteration(generator: Int) throws {
            let (name, generate) = Self.generators[generator]
            let run = try FuzzRun(parser: name, testName: "unused", defaultIterations: 1)
            let first = (0..<40).map { run.input(at: $0, generate) }
            let again = (0..<40).reversed().map { run.input(at: $0, generate) }.reversed()
            #expect(first == Array(again), "\(name) inputs changed between two generations")
            #expect(Set(first).count > 30, "\(name) inputs repeat too often to be worth running")
        }

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func aBrokenPromiseNamesItsReplay() throws {
            let run = try FuzzRun(parser: "test", defaultIterations: 1)
            let replays = (1...run.iterations).map {
                "FFK_FUZZ_SEED=0x\(String(run.seed, radix: 16)) FFK_FUZZ_ITERATIONS=\($0) swift test --filter aBrokenPromiseNamesItsReplay"
            }
            withKnownIssue {
                run.run(generate: { _ in [0x7B, 0x0A] }, check: { _ in "The promise was broken." })
            } matching: { issue in
                let text = String(describing: issue)
                return text.contains("The promise was broken.") && replays.contains(where: text.contains)
                    && text.contains(#""{\x0a""#)
            }
        }
    }
}
