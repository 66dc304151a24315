import FlaggenCommands
import Foundation
import Testing

extension Fuzz {
    /// Swift sources that stalled `flaggen import`: finding each case's arm and each body's
    /// `{` was quadratic in the size of the file. Each import must finish within the fuzz run's
    /// slow-input limit, a hang detector with room for a loaded machine.
    @Suite struct ImportScanRegressionTests {
        /// 5,000 cases, each with its own arm: each case's arm was found by a scan of all arms
        /// (3 to 9 s for these in a debug build). Not more: 10,000 took 2.3 s once the scan was
        /// linear, in a debug build during a full test run, too close to the limit.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func fiveThousandCasesWithAnArmEachAreImportedWithinTheFuzzLimit() {
            let count = 5_000
            let arms = (0..<count).map { "        case .f\($0): return \($0 % 2 == 0)\n" }.joined()
            let source =
                "enum FeatureFlag {\n    case " + (0..<count).map { "f\($0)" }.joined(separator: ", ")
                + "\n    var enabled: Bool {\n        switch self {\n" + arms + "        }\n    }\n}\n"
            let result = Self.importFlags(source, input: "5,000 cases with an arm each")
            #expect(result?.manifest?.flags.count == count)
            #expect(result?.isExact == true)
        }

        /// 5,000 lines of `enum E` with no `{`: each looked for its body to the end of the file.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func fiveThousandBodilessKeywordsAreImportedWithinTheFuzzLimit() {
            let source =
                "enum FeatureFlag {\n    case a\n    var enabled: Bool {\n        switch self {\n        case .a: return true\n        }\n    }\n}\n"
                + String(repeating: "enum E\nextension E\n", count: 2_500)
            let result = Self.importFlags(source, input: "5,000 'enum' and 'extension' lines without a body")
            #expect(result?.manifest?.flags.map(\.name) == ["a"])
        }

        /// What `flaggen import` makes of `source`; records an issue if that took more CPU time than
        /// ``FuzzRun/slowInputLimit``.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        static func importFlags(_ source: String, input: String) -> ImportResult? {
            var result: ImportResult?
            FuzzWatchdog.begin("FuzzTests: flaggen import crashed or hung on \(input).")
            let elapsed = ThreadCPUTime.measure {
                result = FlagImporter.importFlags(from: .init(path: "FeatureFlag.swift", text: source))
            }
            FuzzWatchdog.end()
            #expect(
                elapsed < FuzzRun.slowInputLimit, "Importing \(input) took \(elapsed) of CPU time (a quadratic scan?).")
            return result
        }
    }
}
