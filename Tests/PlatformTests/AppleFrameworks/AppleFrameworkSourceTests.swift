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

    /// The CloudKit module, then the ```` ```swift ```` blocks of its articles over it: those are
    /// fenced with `#if canImport(CloudKit)`, so elsewhere the README test only parses them.
    @Test(.disabled(if: cloudKitExists, "the test build compiles FeatureFlagKitCloudKit against CloudKit itself"))
    func cloudKitSourceAndItsExamplesTypeCheck() throws {
        let check = try FrameworkStubCheck(framework: "CloudKit")
        let source = try check.typeCheck(target: "FeatureFlagKitCloudKit", emittingModule: true)
        try #require(
            source.status == 0, "FeatureFlagKitCloudKit would not compile where CloudKit exists:\n\(source.output)")
        let articles = PackageFiles.files(
            in: "Sources/FeatureFlagKitCloudKit/FeatureFlagKitCloudKit.docc", withExtension: "md")
        var checked = 0
        for article in articles {
            for block in Self.swiftBlocks(in: try PackageFiles.text(article)) {
                let result = try check.typeCheck(block: block.lines, of: article, at: block.line)
                #expect(
                    result.status == 0,
                    "the ```swift block at \(article):\(block.line) would not compile where CloudKit exists:\n\(result.output)"
                )
                checked += 1
            }
        }
        #expect(checked > 0, "no ```swift block in \(articles) shows how an app creates the source")
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

    /// The ```` ```swift ```` blocks of a Markdown text: each block's lines and the line of its first.
    private static func swiftBlocks(in markdown: String) -> [(line: Int, lines: [String])] {
        var blocks: [(line: Int, lines: [String])] = []
        var open: (line: Int, lines: [String])?
        for (index, text) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let unindented = text.drop { $0 == " " }
            if let block = open {
                if unindented.hasPrefix("```") {
                    blocks.append(block)
                    open = nil
                } else {
                    open?.lines.append(String(text))
                }
            } else if unindented == "```swift" {
                open = (line: index + 2, lines: [])
            }
        }
        return blocks
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
