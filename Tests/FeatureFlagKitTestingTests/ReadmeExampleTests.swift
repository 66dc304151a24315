import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Testing

/// The documentation's examples of the observable model, the test trait and pinned variants (in
/// the DocC articles of `Sources/FeatureFlagKit/FeatureFlagKit.docc` and the landing pages of the
/// test products) are the code of `ReadmeExamples.swift`, which this target compiles and runs.
/// Variant examples are fenced ```` ```text ````, since the package's own manifest, which compiles
/// every ```` ```swift ```` block of the documentation, has no variant flag.
@Suite struct ReadmeExampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static let sources = Self.folder.appendingPathComponent("../../Sources")

    @Test(arguments: [
        ("FeatureFlagKit/FeatureFlagKit.docc/GettingStarted.md", "## Observing flags in SwiftUI", "swift"),
        ("FeatureFlagKit/FeatureFlagKit.docc/Testing.md", "## Pinning flags with a test trait", "swift"),
        ("FeatureFlagKit/FeatureFlagKit.docc/Testing.md", "## Pinning a variant", "text"),
        ("FeatureFlagKitTesting/FeatureFlagKitTesting.docc/FeatureFlagKitTesting.md", "## Overview", "text"),
        (
            "FeatureFlagKitTestSupport/FeatureFlagKitTestSupport.docc/FeatureFlagKitTestSupport.md", "## Overview",
            "text"
        ),
    ])
    func theExampleUnderHeadingIsInReadmeExamples(article: String, heading: String, fence: String) throws {
        let readme = try String(contentsOf: Self.sources.appendingPathComponent(article), encoding: .utf8)
        let examples = try String(
            contentsOf: Self.folder.appendingPathComponent("ReadmeExamples.swift"), encoding: .utf8)
        guard let example = Self.firstBlock(fenced: fence, after: heading, in: readme) else {
            Issue.record("\(article) has no heading '\(heading)' followed by a ```\(fence) block")
            return
        }
        #expect(
            examples.contains(example),
            "the example under '\(heading)' in \(article) differs from ReadmeExamples.swift; make them the same")
    }

    /// The code of the first ```` ```swift ```` (or other `fence`) block after the line `heading`.
    static func firstBlock(fenced fence: String, after heading: String, in text: String) -> String? {
        guard let section = text.range(of: "\n\(heading)\n"),
            let start = text.range(of: "```\(fence)\n", range: section.upperBound..<text.endIndex),
            let end = text.range(of: "\n```\n", range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }
}

/// The observation example runs, too.
@MainActor @Test func theObservationExampleShowsTheValuesOfItsStore() throws {
    let store = try FeatureFlag.isolatedStore(overriding: [.newEditor: true])
    let model = EditorScreenModel(
        store: store, refresher: FlagRefresher(store: store, source: InMemoryPayloadSource(responses: [])))
    #expect(model.title == "New editor")
    #expect(!model.isOffline)
}
