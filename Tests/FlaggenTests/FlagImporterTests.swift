import FlagGenerator
import FlaggenCommands
import Testing

/// The importer on small sources: exact evaluation of combined rules, and the exact message and
/// location of everything it can't read.
@Suite struct FlagImporterTests {
    static let configurations = """
        enum BuildConfiguration {
            case debug, beta, store
            static var current: BuildConfiguration {
                #if BETA
                return .beta
                #elseif DEBUG
                return .debug
                #else
                return .store
                #endif
            }
        }
        """

    static func importFlags(_ flags: String, configurations: String? = Self.configurations) -> ImportResult {
        FlagImporter.importFlags(
            from: .init(path: "Flags.swift", text: flags),
            configurations: configurations.map { .init(path: "Configuration.swift", text: $0) })
    }

    static func flagsFile(_ arms: String, extra: String = "") -> String {
        """
        enum FeatureFlag: CaseIterable {
            case a, b, c, d
            var enabled: Bool {
                switch self {
        \(arms)
                }
            }
        \(extra)
        }
        """
    }

    @Test func combinedRulesAreEvaluatedPerConfigurationAndWrittenInTheShortestForm() throws {
        let result = Self.importFlags(
            Self.flagsFile(
                """
                        case .a: return BuildConfiguration.current == .debug || BuildConfiguration.current == .beta && true
                        case .b: return !(BuildConfiguration.current != .store) || false
                        case .c: return BuildConfiguration.current ~= [.debug, .beta] && BuildConfiguration.current != .debug
                        case .d: return [.store].contains(BuildConfiguration.current) || !([.store].contains(BuildConfiguration.current));
                """))
        let manifest = try #require(result.manifest)
        #expect(result.isExact)
        #expect(manifest.configurations.map(\.name) == ["beta", "debug", "store"])
        #expect(manifest.flags.map(\.enabled) == [.except(["store"]), .only(["store"]), .only(["beta"]), .always])
    }

    @Test func patternsItCantReadAndMissingArmsAreApproximated() throws {
        let result = Self.importFlags(
            Self.flagsFile(
                """
                        case .a where Self.isLucky: return true
                        case .b, .c: return BuildConfiguration.current == .someday
                """))
        let manifest = try #require(result.manifest)
        #expect(!result.isExact)
        #expect(manifest.flags.map(\.enabled) == [.except(["store"]), .except(["store"]), .except(["store"]), .never])
        #expect(
            result.findings.map(\.description) == [
                "Flags.swift:5:17: warning: flag 'a': the 'enabled' rule depends on a case pattern other than '.name', which flags.json can't express; it was imported as on in beta and debug and off in store. Check its 'enabled' in flags.json.",
                "Flags.swift:6:29: warning: flag 'b': the 'enabled' rule depends on 'BuildConfiguration.current == .someday', which flags.json can't express; it was imported as on in beta and debug and off in store. Check its 'enabled' in flags.json.",
                "Flags.swift:6:29: warning: flag 'c': the 'enabled' rule depends on 'BuildConfiguration.current == .someday', which flags.json can't express; it was imported as on in beta and debug and off in store. Check its 'enabled' in flags.json.",
                "Flags.swift:2:19: warning: flag 'd' has no arm in the 'enabled' switch; it was imported as off everywhere. Set its 'enabled' in flags.json.",
            ])
    }

    @Test func overrideSwitchesThatAreNotLiteralsForbidOverridesAndOtherSwitchesAreNoted() throws {
        let extra = """
                var canOverride: Bool {
                    switch self {
                    case .a: return Self.isLucky
                    default: return true
                    }
                }
                var icon: String {
                    switch self {
                    default: "flag"
                    }
                }
            """
        let result = Self.importFlags(Self.flagsFile("            default: return true", extra: extra))
        let manifest = try #require(result.manifest)
        #expect(manifest.flags.map(\.allowsLocalOverride) == [false, true, true, true])
        #expect(
            result.findings.map(\.description) == [
                "Flags.swift:10:25: warning: flag 'a': the 'canOverride' arm is not true or false, so the flag was imported with local overrides forbidden. Set 'local' in flags.json.",
                "Flags.swift:14:9: note: property 'icon' switches over self but has no place in flags.json; it was not imported.",
            ])
    }

    @Test func withoutAConfigurationFileANameThatIsNoDefaultIsApproximated() throws {
        let result = Self.importFlags(
            Self.flagsFile(
                """
                        case .a: return BuildConfiguration.current == .a8cBranchTest
                        default: return BuildConfiguration.current == .beta
                """), configurations: nil)
        let manifest = try #require(result.manifest)
        #expect(
            manifest.configurations.map(\.name) == ["a8cBranchTest", "prereleaseTesting", "localDeveloper", "appStore"])
        #expect(manifest.configurations.map(\.condition) == ["ALPHA_BUILD", "INTERNAL_BUILD", "DEBUG", nil])
        #expect(
            manifest.flags.map(\.enabled) == [.only(["a8cBranchTest"])]
                + Array(repeating: .except(["appStore"]), count: 3))
        #expect(
            result.findings.first?.description.hasPrefix(
                "Flags.swift:6:25: warning: flag 'b': the 'enabled' rule depends on 'BuildConfiguration.current == .beta', which"
            ) == true)
    }

    @Test func aFileWithoutAFlagsEnumIsAnError() {
        let result = Self.importFlags("struct Settings { var enabled = true }")
        #expect(result.manifest == nil)
        #expect(
            result.findings.map(\.description) == [
                "Flags.swift:1:1: error: no enum with an 'enabled' or 'isEnabled' property that switches over self was found; flaggen import reads a property such as 'var enabled: Bool { switch self { case .name: return true … } }'."
            ])
    }

    @Test(arguments: [
        (
            "#else\n        return .store\n", "return .store\n",
            "Configuration.swift:10:5: error: 'current' has no '#else' branch; add one that returns the release configuration, the fallback."
        ),
        (
            "#elseif DEBUG", "#elseif DEBUG; exit(1)",
            "Configuration.swift:6:22: error: the condition 'DEBUG; exit(1)' has ';' where an operator (&& or ||) was expected; only identifiers, !, &&, ||, parentheses and os(), arch(), canImport(), targetEnvironment(), swift(>=N.N), compiler(>=N.N) are allowed."
        ),
        (
            "return .debug", "return .beta",
            "Configuration.swift:6:9: error: configuration 'beta' is returned twice (first at line 4); give each branch its own case."
        ),
        (
            "static var current", "static var now",
            "Configuration.swift:1:1: error: enum 'BuildConfiguration' has no 'static var current'; flaggen import reads its '#if … #elseif … #else' chain."
        ),
    ])
    func configurationFilesItCantReadAreErrorsWithTheirLocation(original: String, replacement: String, message: String)
    {
        let configurations = Self.configurations.replacingOccurrences(of: original, with: replacement)
        let result = Self.importFlags(Self.flagsFile("default: return true"), configurations: configurations)
        #expect(result.manifest == nil)
        #expect(result.findings.map(\.description) == [message])
    }
}
