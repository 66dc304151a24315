import Foundation
import Testing

/// What `flaggen import` writes with exit 0 lints clean; names and chains the manifest can't
/// hold are reported at their place in the Swift source.
@Suite struct ImportLintCleanTests {
    static func flagsFile(cases: [String]) -> String {
        """
        enum FeatureFlag: Int, CaseIterable {
            case \(cases.joined(separator: ", "))

            var enabled: Bool {
                switch self {
                default: return true
                }
            }
        }

        """
    }

    @Test func namesTheGeneratedCodeReservesAreLeftOutAndReported() throws {
        let directory = try TemporaryDirectory()
        let flags = try directory.write(
            Self.flagsFile(cases: ["isEnabled", "allCases", "`init`", "`Type`", "`Protocol`", "kept"]),
            to: "FeatureFlag.swift")
        let result = Flaggen.run(["import", flags])
        #expect(result.status == 1)
        let taken = "is taken by a member that FeatureFlag generates; choose another name"
        let leftOut = "The flag was left out of flags.json."
        #expect(
            result.standardError.split(separator: "\n") == [
                "\(flags):2:10: warning: flag name 'isEnabled' \(taken) (set 'key' to keep 'isEnabled' as the remote key). \(leftOut)",
                "\(flags):2:21: warning: flag name 'allCases' \(taken) (set 'key' to keep 'allCases' as the remote key). \(leftOut)",
                "\(flags):2:31: warning: flag name 'init' \(taken) (set 'key' to keep 'init' as the remote key). \(leftOut)",
                "\(flags):2:39: warning: flag name 'Type' can't be an enum case: Swift gives '.Type' a meaning on every type; choose another name. \(leftOut)",
                "\(flags):2:47: warning: flag name 'Protocol' can't be an enum case: Swift gives '.Protocol' a meaning on every type; choose another name. \(leftOut)",
            ])
        #expect(result.standardOutput.contains(#""flags": [\#n    {"name": "kept", "enabled": true}\#n  ]"#))
        let manifest = try directory.write(result.standardOutput, to: "flags.json")
        #expect(Flaggen.run(["lint", manifest]).standardError.contains("error") == false)
    }

    @Test func aNonASCIINameIsLeftOutAndReported() throws {
        let directory = try TemporaryDirectory()
        let flags = try directory.write(Self.flagsFile(cases: ["café", "kept"]), to: "FeatureFlag.swift")
        let result = Flaggen.run(["import", flags])
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                \(flags):2:10: warning: flag name 'café' is not a Swift identifier; use letters, digits and underscores, \
                starting with a letter (lowerCamelCase by convention), and set 'key' if the remote key must differ. \
                The flag was left out of flags.json.

                """)
    }

    @Test func aFileThatIsNotUTF8IsRefusedAtItsFirstBadByte() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("FeatureFlag.swift")
        var bytes = Array(Self.flagsFile(cases: ["a"]).utf8)
        let caseA = Array("case a".utf8)
        let start = try #require(bytes.indices.first { Array(bytes[$0..<min($0 + caseA.count, bytes.count)]) == caseA })
        bytes.insert(0xFF, at: start + 5)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = Flaggen.run(["import", path])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError
                == "\(path):2:10: error: the file is not valid UTF-8 (byte 0xFF); save it as UTF-8 and import again.\n")
    }

    @Test func moreConfigurationsThanAManifestMayHaveAreAnError() throws {
        let directory = try TemporaryDirectory()
        let count = 101
        let cases = (0..<count).map { "c\($0)" }
        let chain = (0..<count - 1).map { ($0 == 0 ? "#if" : "#elseif") + " C\($0)\n        return .c\($0)\n" }.joined()
        let configurations = try directory.write(
            """
            enum BuildConfiguration {
                case \(cases.joined(separator: ", "))

                static var current: BuildConfiguration {
                    \(chain)#else
                    return .c\(count - 1)
                    #endif
                }
            }

            """, to: "BuildConfiguration.swift")
        let flags = try directory.write(Self.flagsFile(cases: ["a"]), to: "FeatureFlag.swift")
        let result = Flaggen.run(["import", flags, configurations])
        #expect(result.status == 2)
        #expect(
            result.standardError == """
                \(configurations):205:1: error: 'current' chooses among 101 configurations, more than the 100 a manifest may have; \
                merge configurations that differ in no flag, then import again.

                """)
    }
}
