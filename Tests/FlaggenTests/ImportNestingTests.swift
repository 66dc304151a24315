import Foundation
import Testing

/// Rules nested deeper than `flaggen import` reads: approximated with a message at the level
/// that is one too deep. Each runs the executable, so a stack overflow fails the test instead
/// of the test run.
@Suite struct ImportNestingTests {
    static let approximated =
        "it was imported as on in branchTest, prereleaseTesting and localDeveloper and off in appStore. "
        + "Check its 'enabled' in flags.json."

    /// A flags file whose one arm returns `expression`.
    static func flagsFile(returning expression: String) -> String {
        """
        enum FeatureFlag: Int, CaseIterable {
            case a

            var enabled: Bool {
                switch self {
                case .a:
                    return \(expression)
                }
            }
        }

        """
    }

    /// 3,000 nested parentheses, and 100,000 `!` with spaces between them: the level one too
    /// deep is at the column given.
    @Test(arguments: [
        (String(repeating: "(", count: 3_000) + "true" + String(repeating: ")", count: 3_000), 120),
        (String(repeating: "! ", count: 100_000) + "true", 220),
    ])
    func deepNestingIsApproximatedAtTheLevelTooDeep(expression: String, column: Int) throws {
        let directory = try TemporaryDirectory()
        let flags = try directory.write(Self.flagsFile(returning: expression), to: "FeatureFlag.swift")
        let result = try Flaggen.runProcess(["import", flags])
        #expect(result.status == 1, "\(result.standardError.prefix(500))")
        #expect(
            result.standardError == """
                \(flags):7:\(column): warning: flag 'a': the 'enabled' rule nests '!' and parentheses more than 100 levels deep, \
                more than flaggen import reads; \(Self.approximated)

                """)
    }

    /// A hundred levels are read exactly.
    @Test func aHundredNestedParenthesesAreReadExactly() throws {
        let directory = try TemporaryDirectory()
        let flags = try directory.write(
            Self.flagsFile(returning: String(repeating: "(", count: 100) + "true" + String(repeating: ")", count: 100)),
            to: "FeatureFlag.swift")
        let result = Flaggen.run(["import", flags])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(#"{"name": "a", "enabled": true}"#))
    }
}
