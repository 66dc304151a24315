// Swift Testing ships with Xcode and the Swift toolchains, not with every Command Line Tools
// install: without it this module is empty instead of failing the package's build.
#if canImport(Testing)
import FeatureFlagKit
import FeatureFlagKitTestSupport
import Testing

/// A Swift Testing trait that pins flags for a test, or for every test of a suite: code under
/// test that reads `FeatureFlag.x.isEnabled`, `FeatureFlag.XVariant.current` or
/// `FeatureFlag.Values.x` sees the pinned values, and tests running in parallel with other values don't.
///
/// ```swift
/// @Test(.flagOverrides([FeatureFlag.newEditor: true, .checkoutFlow: "oneStep"]))
/// func opensTheNewEditor() { #expect(EditorScreen().usesNewEditor) }
/// ```
///
/// The trait runs the test in `ManifestFlag.withOverrides(_:isolation:operation:)`,
/// so each override is set the way production could set it, in an isolated store for the
/// test's task and its child tasks. Traits nest: a test's overrides are added to its suite's,
/// and the test's value wins for a flag both name. A value the flag doesn't have (a variant name
/// it doesn't declare, a typed value of another type or outside the flag's bounds), or one nothing may set in this build, fails the test with
/// `OverrideRefusal` before its body runs.
public struct FlagOverridesTrait: TestTrait, SuiteTrait, TestScoping {
    /// Runs a test body with this trait's overrides, added to those already in force.
    private let scope: @Sendable (_ body: @Sendable () async throws -> Void) async throws -> Void

    init<Flag: ManifestFlag>(_ overrides: [Flag: FlagValue]) {
        scope = { body in
            let merged = (FlagOverridesScope.overrides(of: Flag.self) ?? [:]).merging(overrides) { _, test in test }
            try await FlagOverridesScope.$overrides.withValue(FlagOverridesScope.installing(merged)) {
                try await Flag.withOverrides(merged, operation: body)
            }
        }
    }

    /// Runs `function` with the overrides in force.
    ///
    /// - Parameters:
    ///   - test: the test or suite the trait is applied to.
    ///   - testCase: the test case being run, or `nil` when the scope is a suite's.
    ///   - function: the test body, or the rest of the suite, to run with the overrides.
    /// - Throws: `OverrideRefusal` for a value a flag doesn't have or that nothing may set in
    ///   this build, before `function` runs; otherwise whatever `function` throws.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await scope(function)
    }
}

extension Trait where Self == FlagOverridesTrait {
    /// Pins `overrides` for a test, or for every test of a suite.
    ///
    /// ```swift
    /// @Suite(.flagOverrides([FeatureFlag.newEditor: true, .checkoutFlow: "oneStep"]))
    /// struct NewEditorTests { … }
    /// ```
    ///
    /// - Parameter overrides: the value each listed flag has during the test: `true` or `false`,
    ///   a variant flag's variant by name, or a typed flag's value (`100`, `2.5`, `.string("…")`);
    ///   a test's value wins over its suite's for a flag
    ///   both name.
    /// - Returns: a ``FlagOverridesTrait`` that runs each test with `overrides` in force.
    public static func flagOverrides<Flag: ManifestFlag>(_ overrides: [Flag: FlagValue]) -> Self {
        FlagOverridesTrait(overrides)
    }
}
#endif
