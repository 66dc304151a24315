import Foundation
import Testing

/// `flaggen unused` on code that checks flags through its own functions and initializers.
@Suite struct UnusedWrapperTests {
    static let tree = LifecycleCommandTests.fixtures.appendingPathComponent("UnusedWrappers")

    /// A `.name` counts at a `FeatureFlag` parameter of a function or initializer declared under
    /// `--sources` (matched by base name, labels and position), and in what a property or function
    /// typed `[FeatureFlag]` or `Set<FeatureFlag>` returns; not at another parameter of the same
    /// function, in a call to a function without such a parameter or not declared there, nor in an
    /// overload whose labels don't match.
    @Test func unusedCountsArgumentsAtFeatureFlagParametersOfDeclaredFunctions() throws {
        let manifest = Self.tree.appendingPathComponent("flags.json").path
        let sources = Self.tree.appendingPathComponent("Sources").path
        let result = Flaggen.run(["unused", manifest, "--sources", sources])
        #expect(result.status == 0)
        let searched = "not used in any Swift file under '\(sources)'; if nothing else uses it, delete it from the manifest."
        #expect(result.standardError == """
            \(manifest):20:15: warning: flag 'wrongPosition' is \(searched)
            \(manifest):21:15: warning: flag 'unrelatedFunction' is \(searched)
            \(manifest):22:15: warning: flag 'overloadUnlabeled' is \(searched)
            \(manifest):23:15: warning: flag 'undeclaredFunction' is \(searched)
            \(manifest):24:15: warning: flag 'otherReturn' is \(searched)

            """)
    }
}
