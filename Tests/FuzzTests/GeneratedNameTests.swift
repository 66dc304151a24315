import FeatureFlagKit
import Testing

/// Flags named like members of the generated `BuildConfiguration`: lint accepts them, and this
/// target's generated code, which has both, compiles and reads them.
@Suite struct GeneratedNameTests {
    @Test func flagsNamedCurrentAndRawValueCompileAndRead() {
        #expect(!FeatureFlag.current.isEnabled(in: .release))
        #expect(FeatureFlag.rawValue.isEnabled(in: .debug) && BuildConfiguration.allCases.count == 3)
    }
}
