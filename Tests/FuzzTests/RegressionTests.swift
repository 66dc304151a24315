import Foundation
import Testing

extension Fuzz {
    /// Inputs that crashed or stalled a reader, kept by name so the fix stays fixed.
    ///
    /// The two below were found by probing past the sizes the fuzz run generates.
    @Suite struct RegressionTests {
        // Exit tests exist on macOS, Linux and Windows only.
        #if os(macOS) || os(Linux) || os(Windows)
        /// A configuration condition of 50,000 `||` terms: the condition parser recursed once per
        /// term and overflowed the stack (16,000 terms already did on a test thread).
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test
        func aConditionOfFiftyThousandTermsEndsInADiagnostic() async {
            await #expect(processExitsWith: .success) {
                let terms = Array(repeating: "DEBUG", count: 50_000).joined(separator: " || ")
                let manifest =
                    #"{"version": 1, "configurations": [{"name": "a", "condition": "\#(terms)"}, {"name": "b"}], "flags": []}"#
                if let failure = ManifestFuzzTests.lint(Array(manifest.utf8)) { fatalError(failure) }
            }
        }
        #endif

        /// A flag object with 16,000 unknown members: checking its members was quadratic
        /// (2,000 members took 1 s, 4,000 took 2.9 s, 8,000 took 8.9 s in a debug build, so
        /// 16,000 would take about 30 s). Now linear, but each unknown member gets a diagnostic
        /// and a "did you mean" search: 16,000 take 2 s in a debug build and up to 5 times as long
        /// on a loaded machine, too close to the fuzz run's 2 s limit; so the bound is its own.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test
        func aFlagOfSixteenThousandMembersIsReadWithinTheLargeInputLimit() {
            let members = (0..<16_000).map { #""field\#($0)": 1"# }.joined(separator: ", ")
            let manifest = #"{"version": 1, "flags": [{"name": "a", "enabled": true, \#(members)}]}"#
            let elapsed = ThreadCPUTime.measure { #expect(ManifestFuzzTests.lint(Array(manifest.utf8)) == nil) }
            #expect(elapsed < Self.largeInputLimit, "16,000 members took \(elapsed) of CPU time (a quadratic check?).")
        }

        /// The hang bound for an input thousands of times larger than a fuzz input.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        static var largeInputLimit: Duration { .seconds(20) }
    }
}
