import FlagGenerator
import FlaggenCommands
import Foundation
import Testing

extension Fuzz {
    /// Swift sources that stalled `flaggen unused`: each scan was quadratic in the size of a
    /// run of one construct. Each source must be scanned within the fuzz run's slow-input limit,
    /// a hang detector with room for a loaded machine (before the fix, these sizes took 7 to
    /// 23 s in a debug build).
    @Suite struct UnusedScanRegressionTests {
        /// Blank lines: each line end looked back and forward over the whole run of line ends
        /// to decide whether the statement went on.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func tenThousandBlankLinesAreScannedWithinTheFuzzLimit() {
            let source =
                "let isOn = FeatureFlag.a.isEnabled\n" + String(repeating: "\n", count: 10_000) + "print(isOn)\n"
            #expect(Self.unusedFlags(in: source, input: "10,000 blank lines") == [])
        }

        /// Open braces and brackets: every `.name` searched all enclosing braces for a flag type
        /// and all enclosing brackets for a call.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func tenThousandOpenBracketsAreScannedWithinTheFuzzLimit() {
            let count = 10_000
            let source =
                String(repeating: "{", count: count) + String(repeating: "[", count: count)
                + String(repeating: ".a, ", count: count)
            #expect(Self.unusedFlags(in: source, input: "10,000 braces and brackets before 10,000 '.a'") == ["a"])
        }

        /// `#` not followed by a quote: each one looked over the rest of the run for a raw string.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func twentyThousandHashesAreScannedWithinTheFuzzLimit() {
            let source = String(repeating: "#", count: 20_000) + "\nlet isOn = FeatureFlag.a.isEnabled\n"
            #expect(Self.unusedFlags(in: source, input: "20,000 '#'") == [])
        }

        /// `(/a` repeated on one line: each `/` that may start a regex read the rest of the line.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func tenThousandRegexCandidatesOnOneLineAreScannedWithinTheFuzzLimit() {
            let source = String(repeating: "(/a", count: 10_000) + "\nlet isOn = FeatureFlag.a.isEnabled\n"
            #expect(Self.unusedFlags(in: source, input: "10,000 '(/a' on one line") == [])
        }

        /// A line of `var`: each one looked over the rest of the line for its type.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func twentyThousandVarsOnOneLineAreScannedWithinTheFuzzLimit() {
            let source = String(repeating: "var ", count: 20_000) + "\nlet isOn = FeatureFlag.a.isEnabled\n"
            #expect(Self.unusedFlags(in: source, input: "20,000 'var' on one line") == [])
        }

        /// A signature of 5,000 parameters: it was hashed again for each of its labels (24.9 s
        /// for 10,000, so about 6 s for these). Not more: the linear scan of 10,000 took 2.6 s in
        /// a debug build on a loaded machine, too close to the limit.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func aFiveThousandParameterSignatureIsScannedWithinTheFuzzLimit() {
            let count = 5_000
            let parameters = (0..<count).map { "p\($0): Int, " }.joined()
            let arguments = (0..<count).map { "p\($0): 1, " }.joined()
            let source = "func f(\(parameters)last: FeatureFlag) {}\nf(\(arguments)last: .a)\n"
            #expect(Self.unusedFlags(in: source, input: "a 5,000-parameter signature and its call") == [])
        }

        /// 3,000 overloads of one name, each called once: every call tried every overload.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func threeThousandOverloadsCalledOnceEachAreScannedWithinTheFuzzLimit() {
            let count = 3_000
            let source =
                (0..<count).map { "func f(l\($0): FeatureFlag) {}\n" }.joined()
                + (0..<count).map { "f(l\($0): .a)\n" }.joined()
            #expect(Self.unusedFlags(in: source, input: "3,000 overloads, each called once") == [])
        }

        /// The manifest's flags that `source` doesn't use, found as `flaggen unused` does; records
        /// an issue if that took more CPU time than ``FuzzRun/slowInputLimit``.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        static func unusedFlags(in source: String, input: String) -> [String] {
            let manifest = ManifestDecoder.decode(
                Array(#"{"version": 1, "flags": [{"name": "a", "enabled": true}]}"#.utf8)
            ).manifest
            guard let manifest else {
                Issue.record("The test manifest was refused.")
                return []
            }
            let file = UnusedFlagsCheck.SourceFile(path: "Hostile.swift", contents: source)
            var unused: [String] = []
            FuzzWatchdog.begin("FuzzTests: flaggen unused crashed or hung on \(input).")
            let elapsed = ThreadCPUTime.measure {
                unused = UnusedFlagsCheck.unreferencedFlags(in: manifest, sources: [file]).map(\.name)
            }
            FuzzWatchdog.end()
            #expect(
                elapsed < FuzzRun.slowInputLimit, "Scanning \(input) took \(elapsed) of CPU time (a quadratic scan?).")
            return unused
        }
    }
}
