import FlagGenerator
import Testing

/// Variant flags as cases of `FeatureFlag`: their place among the Boolean flags, the compiled
/// index the store starts from, and the access level of their variant enums.
@Suite struct MultivariateRenderingTests {
    static let manifest = #"""
        {"version": 1, "localOverrides": [], "flags": [
          {"name": "banner", "description": "B.", "enabled": ["appStore"]},
          {"name": "layout", "description": "L.", "variants": ["list", "grid"], "value": {"in": {"appStore": "grid"}, "otherwise": "list"}, "remote": true},
          {"name": "jetpackTheme", "description": "J.", "variants": ["plain", "dark"], "value": {"otherwise": "plain", "if": "JETPACK"}},
          {"name": "plain", "description": "P.", "enabled": true}
        ]}
        """#

    private func generatedFlagFile(_ text: String = manifest) throws -> String {
        let result = GeneratorPipeline.run(
            Array(text.utf8), sourceName: "flags.json", today: CalendarDate(year: 2027, month: 1, day: 1))
        return try #require(result.files.last).contents
    }

    @Test func variantFlagsAreCasesInManifestOrder() throws {
        let manifest = try #require(ManifestDecoder.decode(Array(Self.manifest.utf8)).manifest)
        #expect(manifest.flags.map(\.name) == ["banner", "layout", "jetpackTheme", "plain"])
        #expect(manifest.flags.filter { $0.value.options == nil }.map(\.name) == ["banner", "plain"])
        #expect(manifest.flags.filter { $0.value.options != nil }.map(\.name) == ["layout", "jetpackTheme"])
        let text = try generatedFlagFile()
        #expect(text.contains("    case banner\n\n    /// L.\n"))
        #expect(text.contains("(0..<4).map { unsafeBitCast(UInt8($0), to: FeatureFlag.self) }"))
    }

    /// One arm per distinct answer: Boolean flags share `isEnabled(in:)`, a variant flag whose
    /// `if` changes nothing (it is its baseline either way) needs no `#if`.
    @Test func theCompiledIndexIsTheVariantsIndexGroupedByAnswer() throws {
        let text = try generatedFlagFile()
        #expect(
            text.contains(
                """
                    func _compiledIndex(in configuration: BuildConfiguration) -> Int {
                        switch self {
                        case .banner,
                             .plain:
                            return isEnabled(in: configuration) ? 1 : 0
                        case .layout:
                            switch configuration {
                            case .branchTest, .prereleaseTesting, .localDeveloper:
                                return 0
                            case .appStore:
                                return 1
                            }
                        case .jetpackTheme:
                            return 0
                        }
                    }
                """))
    }

    @Test func aManifestWithoutVariantFlagsLeavesTheCompiledIndexToTheRuntime() throws {
        let text = try generatedFlagFile(
            #"{"version": 1, "flags": [{"name": "a", "description": "A.", "enabled": true}]}"#)
        #expect(!text.contains("_compiledIndex"))
        #expect(!text.contains("FlagVariant"))
    }

    /// Internal access: no `public`, no `@inlinable` (internal declarations can't be), and no
    /// `@frozen`; `current` still always inlined.
    @Test func anInternalVariantEnumHasNoPublicAttributes() throws {
        let text = try generatedFlagFile()
        #expect(
            text.contains(
                """
                    nonisolated enum LayoutVariant: String, CaseIterable, Sendable {
                        case list
                        case grid

                """))
        #expect(
            text.contains(
                """
                        @inline(__always)
                        static var current: Self {
                            guard FeatureFlag.layout.isOverridable(in: .current) else { return value(in: .current) }
                            return unsafeBitCast(UInt8(truncatingIfNeeded: FeatureFlag.layout._storedIndex), to: Self.self)
                        }
                """))
        #expect(
            text.contains(
                """
                nonisolated extension FeatureFlag.LayoutVariant: FlagVariant {
                    /// The flag whose variants these are.
                    static var flag: FeatureFlag { .layout }
                }
                """))
        #expect(!text.contains("@frozen") && !text.contains("@inlinable") && !text.contains("public "))
    }

    @Test func theCaseSaysHowToReadItsVariant() throws {
        let text = try generatedFlagFile()
        #expect(
            text.contains(
                """
                    /// L.
                    ///
                    /// - Variants: list, grid.
                    /// - Compiled: list in branchTest, prereleaseTesting, localDeveloper; grid in appStore.
                    /// - Remote: may change the variant.
                    ///
                    /// Read its variant with `FeatureFlag.LayoutVariant.current`.
                    case layout
                """))
    }
}
