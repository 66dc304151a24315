// Swift Testing ships with Xcode and the Swift toolchains, not with every Command Line Tools
// install: without it this module is empty instead of failing the package's build.
#if canImport(Testing)
import FeatureFlagKit
import FeatureFlagKitTestSupport

/// The overrides that enclosing ``FlagOverridesTrait``s have put in force for the current
/// task, per flag type, so that a test's trait adds to its suite's instead of replacing it.
enum FlagOverridesScope {
    @TaskLocal static var overrides: [ObjectIdentifier: any Sendable] = [:]

    /// The overrides of `Flag` in force, if a trait has set any.
    static func overrides<Flag: ManifestFlag>(of _: Flag.Type) -> [Flag: FlagValue]? {
        overrides[ObjectIdentifier(Flag.self)] as? [Flag: FlagValue]
    }

    /// The task-local value with `overrides` in force for `Flag`.
    static func installing<Flag: ManifestFlag>(_ overrides: [Flag: FlagValue]) -> [ObjectIdentifier: any Sendable] {
        var all = self.overrides
        all[ObjectIdentifier(Flag.self)] = overrides
        return all
    }
}
#endif
