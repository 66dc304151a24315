import FlagGenerator
import FlaggenCommands
import Testing

/// `flaggen import --condition isJetpack=JETPACK`: reads of an app-variant property become
/// `"if"` rules where one can say the same; the rest stays a reported approximation.
@Suite struct ImportVariantTests {
    static let jetpack = VariantCondition(name: "isJetpack", condition: .flag("JETPACK"))

    static func importFlags(_ arms: String, variants: [VariantCondition] = [jetpack]) -> ImportResult {
        FlagImporter.importFlags(
            from: .init(path: "Flags.swift", text: FlagImporterTests.flagsFile(arms)),
            configurations: .init(path: "Configuration.swift", text: FlagImporterTests.configurations),
            variants: variants)
    }

    @Test func readsOfTheMappedPropertyBecomeIfRules() throws {
        let result = Self.importFlags(
            """
                    case .a: return AppConfiguration.isJetpack
                    case .b: return !AppConfiguration.isJetpack && BuildConfiguration.current != .store
                    case .c: return isJetpack && (BuildConfiguration.current == .debug || false)
                    case .d: return AppConfiguration.isJetpack || true
            """)
        let manifest = try #require(result.manifest)
        #expect(result.isExact, "\(result.findings)")
        #expect(manifest.flags.map(\.enabled) == [.always, .except(["store"]), .only(["debug"]), .always])
        #expect(manifest.flags.map(\.variant?.description) == ["JETPACK", "!JETPACK", "JETPACK", nil])
        #expect(
            ImportedManifestWriter.json(manifest).contains(
                """
                    {"name": "b", "enabled": {"except": ["store"], "if": "!JETPACK"}},
                """))
    }

    /// A property mapped to a negation: where it is false the condition loses its `!` rather
    /// than gaining a second one (`!!WORDPRESS` doesn't compile).
    @Test func aNegatedMappingIsNegatedBySimplification() throws {
        let notWordPress = VariantCondition(name: "isJetpack", condition: .not(.flag("WORDPRESS")))
        let result = Self.importFlags(
            """
                    case .a: return !AppConfiguration.isJetpack
                    case .b, .c, .d: return AppConfiguration.isJetpack
            """, variants: [notWordPress])
        let manifest = try #require(result.manifest)
        #expect(result.isExact, "\(result.findings)")
        #expect(manifest.flags.map(\.variant?.description) == ["WORDPRESS", "!WORDPRESS", "!WORDPRESS", "!WORDPRESS"])
    }

    @Test func twoPropertiesCombineAndCompoundConditionsAreGrouped() throws {
        let lite = VariantCondition(name: "isLite", condition: .or(.flag("LITE"), .flag("FREE")))
        let result = Self.importFlags(
            """
                    case .a: return AppConfiguration.isJetpack && !AppConfiguration.isLite
                    case .b: return AppConfiguration.isLite
                    case .c, .d: return false
            """, variants: [Self.jetpack, lite])
        let manifest = try #require(result.manifest)
        #expect(result.isExact, "\(result.findings)")
        #expect(manifest.flags.map(\.variant?.description) == ["JETPACK && !(LITE || FREE)", "LITE || FREE", nil, nil])
    }

    /// On everywhere in one app and only in one configuration in the other: one `if` can't say it.
    @Test func differentConfigurationsPerVariantAreApproximated() throws {
        let result = Self.importFlags(
            """
                    case .a: return BuildConfiguration.current == .store || AppConfiguration.isJetpack
                    case .b, .c, .d: return true
            """)
        let manifest = try #require(result.manifest)
        #expect(!result.isExact)
        #expect(manifest.flags[0].enabled == .except(["store"]) && manifest.flags[0].variant == nil)
        #expect(
            result.findings.map(\.description) == [
                "Flags.swift:5:25: warning: flag 'a': the 'enabled' rule depends on 'BuildConfiguration.current == .store || AppConfiguration.isJetpack', which flags.json can't express; it was imported as on in beta and debug and off in store. Check its 'enabled' in flags.json."
            ])
    }

    @Test func withoutTheOptionTheReadStaysAnApproximation() throws {
        let result = Self.importFlags(
            """
                    case .a: return AppConfiguration.isJetpack
                    case .b, .c, .d: return true
            """, variants: [])
        #expect(!result.isExact)
        #expect(result.manifest?.flags[0].variant == nil)
    }

    /// The library takes a property mapped twice (the command refuses it): the first mapping
    /// is used, where building the mapping table once trapped on the repeated key.
    @Test func aPropertyMappedTwiceKeepsItsFirstMapping() throws {
        let twice = [Self.jetpack, VariantCondition(name: "isJetpack", condition: .flag("OTHER"))]
        let result = Self.importFlags(
            """
                    case .a: return AppConfiguration.isJetpack
                    case .b, .c, .d: return true
            """, variants: twice)
        let once = Self.importFlags(
            """
                    case .a: return AppConfiguration.isJetpack
                    case .b, .c, .d: return true
            """)
        let manifest = try #require(result.manifest)
        #expect(manifest == once.manifest)
    }

    /// Every mapped property an arm reads is tried both ways, so the work doubles with each:
    /// past six the arm is approximated, with the reason, instead of taking 2^n readings.
    @Test func anArmReadingMoreThanSixPropertiesIsApproximated() throws {
        let names = (1...7).map { "isVariant\($0)" }
        try Self.expectArmApproximated(
            reading: names, variants: names.map { VariantCondition(name: $0, condition: .flag($0.uppercased())) },
            because: "reads 7 app-variant properties, and at most 6 are combined into one 'if'")
    }

    /// Six properties whose conditions have 20 terms each make an `if` of 120 terms, more than
    /// a manifest condition may have: the arm is approximated rather than written unreadable.
    @Test func anIfLongerThanAManifestConditionMayBeIsApproximated() throws {
        let names = (1...6).map { "isVariant\($0)" }
        let variants = try names.map { name in
            let terms = (1...20).map { "\(name.uppercased())_\($0)" }.joined(separator: " || ")
            return VariantCondition(name: name, condition: try CompilationConditionParser.parse(terms))
        }
        try Self.expectArmApproximated(
            reading: names, variants: variants,
            because: "its 'if' would combine more than 100 terms, more than a condition may have")
    }

    /// Imports a flag whose arm reads every property of `names` (`&&`), and expects it
    /// approximated without an `if`, the first finding saying `reason`.
    private static func expectArmApproximated(
        reading names: [String], variants: [VariantCondition], because reason: String
    ) throws {
        let result = importFlags(
            """
                    case .a: return \(names.map { "AppConfiguration.\($0)" }.joined(separator: " && "))
                    case .b, .c, .d: return true
            """, variants: variants)
        let manifest = try #require(result.manifest)
        #expect(!result.isExact)
        #expect(manifest.flags[0].variant == nil)
        #expect(result.findings.map(\.description).first?.contains(reason) == true, "\(result.findings)")
    }

    @Test func theCommandMapsTheFixturesJetpackReads() {
        let flags = ImportCommandTests.path("Unsupported", "FeatureFlag.swift")
        let result = Flaggen.run(["import", flags, "--condition", "isJetpack=JETPACK"])
        #expect(result.status == 1, "the file has other rules flags.json can't express")
        #expect(
            result.standardOutput.contains(
                #"""
                    {"name": "jetpackFeatures", "description": "Jetpack features", "enabled": {"if": "JETPACK"}},
                """#), "\(result.standardOutput)")
        #expect(!result.standardError.contains("'jetpackFeatures'"), "\(result.standardError)")
    }

    /// Run as a process: the same name twice trapped on a duplicate dictionary key.
    @Test func aNameGivenTwiceIsAUsageError() throws {
        let flags = ImportCommandTests.path("Unsupported", "FeatureFlag.swift")
        let result = try Flaggen.runProcess([
            "import", flags, "--condition", "isJetpack=A", "--condition", "isJetpack=B",
        ])
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "flaggen import: error: --condition 'isJetpack' is given twice (A, then B); give each property once.\n"),
            "\(result.standardError)")
    }

    @Test(arguments: [
        (
            "isJetpack",
            "flaggen import: error: --condition 'isJetpack' must be NAME=CONDITION, such as isJetpack=JETPACK."
        ),
        (
            "is Jetpack=JETPACK",
            "flaggen import: error: --condition 'is Jetpack=JETPACK' must be NAME=CONDITION, such as isJetpack=JETPACK."
        ),
        (
            "isJetpack=exit(1)",
            "flaggen import: error: the condition of --condition 'isJetpack=exit(1)' calls 'exit()', which is not allowed; use os(), arch(), canImport(), targetEnvironment(), swift(>=N.N) or compiler(>=N.N)."
        ),
    ])
    func aBadConditionIsAUsageError(argument: String, message: String) {
        let result = Flaggen.run([
            "import", ImportCommandTests.path("Unsupported", "FeatureFlag.swift"), "--condition", argument,
        ])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix(message + "\n"), "\(result.standardError)")
    }
}
