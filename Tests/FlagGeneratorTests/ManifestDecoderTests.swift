import FlagGenerator
import FlagJSON
import Testing

@Suite struct ManifestDecoderTests {
    private func decode(_ text: String) throws -> Manifest {
        let result = ManifestDecoder.decode(Array(text.utf8))
        #expect(result.diagnostics.filter { $0.severity == .error } == [])
        return try #require(result.manifest)
    }

    @Test func appliesTheDocumentedDefaults() throws {
        let manifest = try decode(
            #"{ "version": 1, "flags": [{ "name": "a", "description": "A.", "enabled": true }] }"#)
        #expect(manifest.access == .internal)
        #expect(manifest.configurationNames == ["branchTest", "prereleaseTesting", "localDeveloper", "appStore"])
        #expect(
            manifest.configurations.map(\.condition?.description) == ["ALPHA_BUILD", "INTERNAL_BUILD", "DEBUG", nil])
        #expect(manifest.localOverrideConfigurations == ["branchTest", "prereleaseTesting", "localDeveloper"])
        let flag = try #require(manifest.flags.first)
        #expect(flag.key == "a")
        #expect(flag.remote == .forbidden)
        #expect(flag.allowsLocalOverride)
        #expect(flag.owner == nil && flag.expires == nil)
        #expect(flag.location == SourceLocation(line: 1, column: 37))
    }

    @Test func readsEveryField() throws {
        let manifest = try decode(
            #"""
            {
              "$schema": "anything",
              "version": 1,
              "access": "package",
              "configurations": [{ "name": "beta", "condition": "BETA" }, { "name": "store" }],
              "localOverrides": ["store", "beta"],
              "flags": [
                { "name": "a", "key": "a_key", "description": "A.", "enabled": ["beta"], "remote": true,
                  "local": false, "owner": "team", "expires": "2027-06-30" },
                { "name": "b", "description": "B.", "enabled": { "except": ["beta"] }, "remote": "disable-only" },
                { "name": "c", "description": "C.", "enabled": false, "remote": false }
              ]
            }
            """#)
        #expect(manifest.access == .package)
        #expect(manifest.localOverrideConfigurations == ["beta", "store"])
        let a = manifest.flags[0]
        #expect(a.key == "a_key")
        #expect(a.value == .boolean(.only(["beta"])))
        #expect(a.remote == .allowed)
        #expect(!a.allowsLocalOverride)
        #expect(a.owner == "team")
        #expect(a.expires == CalendarDate("2027-06-30"))
        #expect(
            manifest.configurationNames.filter { manifest.flags[1].isEnabled(in: $0, appVariantHolds: true) } == [
                "store"
            ])
        #expect(manifest.flags[1].remote == .disableOnly)
        #expect(manifest.flags[2].value == .boolean(.never))
        #expect(manifest.flags[2].remote == .forbidden)
    }

    @Test(arguments: [
        ("A", "A"),
        ("  DEBUG&&!ALPHA_BUILD ", "DEBUG && !ALPHA_BUILD"),
        ("(A || B) && !(C)", "(A || B) && !(C)"),
        ("os(iOS) || os(visionOS)", "os(iOS) || os(visionOS)"),
        ("arch( arm64 ) && targetEnvironment(simulator)", "arch(arm64) && targetEnvironment(simulator)"),
        ("canImport(UIKit.UIView)", "canImport(UIKit.UIView)"),
        ("swift(>=5.9) && compiler(>=6.0.1)", "swift(>=5.9) && compiler(>=6.0.1)"),
        ("!(!A)", "!(!A)"),
    ])
    func normalizesValidConditions(written: String, rendered: String) throws {
        let manifest = try decode(
            #"""
            { "version": 1, "configurations": [{ "name": "x", "condition": "\#(written)" }, { "name": "y" }], "flags": [] }
            """#)
        #expect(manifest.configurations[0].condition?.description == rendered)
    }

    @Test func acceptsKeywordsAsNames() throws {
        let manifest = try decode(
            #"""
            { "version": 1, "configurations": [{ "name": "default" }],
              "flags": [{ "name": "class", "description": "C.", "enabled": true }] }
            """#)
        #expect(manifest.flags.map(\.name) == ["class"])
        #expect(manifest.configurationNames == ["default"])
    }

    @Test(arguments: [
        ("2024-02-29", true), ("2023-02-29", false), ("2100-02-29", false), ("2000-02-29", true),
        ("2027-04-31", false), ("2027-13-01", false), ("2027-1-01", false), ("２０２７-01-01", false),
    ])
    func validatesCalendarDates(text: String, isValid: Bool) {
        #expect((CalendarDate(text) != nil) == isValid)
    }
}
