import Foundation
import Testing

/// Code that uses CloudKit or SwiftUI is compiled only where those frameworks exist, so on Linux
/// neither `swift build` nor the other tests read it. These checks type-check it against the
/// part of each framework's interface it uses (`Fixtures/<Framework>/<Framework>.swift`, declared
/// as Apple documents it) and the runtime modules this test run built, with warnings as errors.
/// They catch what doesn't depend on the framework's internals: names a module can't see,
/// calls that don't match our own API, Swift 6 errors and warnings.
@Suite struct AppleFrameworkSourceTests {
    #if canImport(CloudKit)
    private static let cloudKitExists = true
    #else
    private static let cloudKitExists = false
    #endif
    #if canImport(SwiftUI)
    private static let swiftUIExists = true
    #else
    private static let swiftUIExists = false
    #endif

    @Test(.disabled(if: cloudKitExists, "the package's own build compiles the module against CloudKit itself"))
    func cloudKitSourceTypeChecks() throws {
        let result = try FrameworkStubCheck(framework: "CloudKit").typeCheck(target: "FeatureFlagKitCloudKit")
        #expect(result.status == 0, "FeatureFlagKitCloudKit would not compile where CloudKit exists:\n\(result.output)")
    }

    /// The screen's module, with its view, then the demo's preview of the view over the demo's
    /// generated flags.
    @Test(.disabled(if: swiftUIExists, "the package's own build compiles the view against SwiftUI itself"))
    func flagsScreenAndItsPreviewTypeCheck() throws {
        let check = try FrameworkStubCheck(framework: "SwiftUI")
        let screen = try check.typeCheck(target: "FeatureFlagKitScreen", emittingModule: true)
        try #require(
            screen.status == 0, "FeatureFlagKitScreen would not compile where SwiftUI exists:\n\(screen.output)")
        let demo = try check.typeCheck(target: "flags-demo")
        #expect(demo.status == 0, "flags-demo would not compile where SwiftUI exists:\n\(demo.output)")
    }
}
