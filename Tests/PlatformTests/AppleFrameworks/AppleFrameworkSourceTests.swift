import Foundation
import Testing

/// Code that uses CloudKit or SwiftUI is compiled only where those frameworks exist, so on Linux
/// neither `swift build` nor the other tests read it. These checks type-check it against the
/// part of each framework's interface it uses (`Fixtures/<Framework>/<Framework>.swift`, declared
/// as Apple documents it) and the runtime modules this test run built, with warnings as errors.
/// They catch what doesn't depend on the framework's internals: names a module can't see,
/// calls that don't match our own API, Swift 6 errors and warnings.
///
/// Where a framework exists, its check is disabled: there `swift test` compiles the same targets
/// against the framework itself, which ``whereTheFrameworksExistTheTestsCompileTheirTargets()``
/// holds on every platform.
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

    @Test(.disabled(if: cloudKitExists, "the test build compiles FeatureFlagKitCloudKit against CloudKit itself"))
    func cloudKitSourceTypeChecks() throws {
        let result = try FrameworkStubCheck(framework: "CloudKit").typeCheck(target: "FeatureFlagKitCloudKit")
        #expect(result.status == 0, "FeatureFlagKitCloudKit would not compile where CloudKit exists:\n\(result.output)")
    }

    /// The screen's module, with its view, then the demo's preview of the view over the demo's
    /// generated flags.
    @Test(.disabled(if: swiftUIExists, "the test build compiles the screen and the demo against SwiftUI itself"))
    func flagsScreenAndItsPreviewTypeCheck() throws {
        let check = try FrameworkStubCheck(framework: "SwiftUI")
        let screen = try check.typeCheck(target: "FeatureFlagKitScreen", emittingModule: true)
        try #require(
            screen.status == 0, "FeatureFlagKitScreen would not compile where SwiftUI exists:\n\(screen.output)")
        let demo = try check.typeCheck(target: "flags-demo")
        #expect(demo.status == 0, "flags-demo would not compile where SwiftUI exists:\n\(demo.output)")
    }

    /// The reason the checks above are disabled where the frameworks exist: some test target
    /// depends, directly or not, on every target they type-check, so the test build compiles
    /// those targets against the real frameworks there.
    @Test func whereTheFrameworksExistTheTestsCompileTheirTargets() throws {
        let package = PackageProducts(manifest: try PackageFiles.text("Package.swift"))
        let compiledForTests = package.closure(of: package.dependencies.keys.filter { $0.hasSuffix("Tests") })
        for target in ["FeatureFlagKitCloudKit", "FeatureFlagKitScreen", "flags-demo"] {
            #expect(
                compiledForTests.contains(target),
                "no test target depends on \(target): where its framework exists, nothing would compile it")
        }
    }
}
