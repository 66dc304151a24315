import Foundation
import Testing

/// Every ```` ```swift ```` block of README.md and of the documentation articles
/// (`Sources/*/*.docc/**/*.md`) compiles without warnings: one debug build of a package whose manifest is the
/// README's first `// Package.swift` block and whose target holds every other block (rules in
/// ``ReadmeCodeBlock``); later `// Package.swift` blocks are parsed on their own.
@Suite
struct ReadmeExamplesEndToEndTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(20))) func everySwiftBlockOfTheReadmeCompiles() async throws {
        let fixture = try ReadmeFixture.make()
        defer { fixture.workspace.remove() }
        #expect(fixture.blocks.count > 1, "README.md has no ```swift blocks besides Package.swift")
        #expect(
            fixture.blocks.contains { $0.document != ReadmeFixture.readme }, "no ```swift blocks in Sources/*/*.docc")
        let build = try await fixture.workspace.build([], scratch: "debug")
        let errors = fixture.readmeProblems(in: build.output)
        #expect(errors == [], "\(errors.joined(separator: "\n"))")
        #expect(build.status == 0, "\(build.output)")
        for block in fixture.otherManifestBlocks {
            let package = fixture.otherManifestPackage(block).path
            let dump = try await CommandResult.run("swift", ["package", "--package-path", package, "dump-package"])
            let errors = fixture.readmeProblems(in: dump.output)
            #expect(errors == [] && dump.status == 0, "\(errors.joined(separator: "\n"))\n\(dump.output)")
        }
    }
}
