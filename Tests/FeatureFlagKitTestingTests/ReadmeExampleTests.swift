import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Testing

/// The documentation's examples of the observable model and the test trait (in the DocC articles
/// of `Sources/FeatureFlagKit/FeatureFlagKit.docc`) are the code of `ReadmeExamples.swift`, which
/// this target compiles and runs.
@Suite struct ReadmeExampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static let articles = Self.folder.appendingPathComponent("../../Sources/FeatureFlagKit/FeatureFlagKit.docc")

    @Test(arguments: [
        ("GettingStarted.md", "## Observing flags in SwiftUI"), ("Testing.md", "## Pinning flags with a test trait"),
    ])
    func theExampleUnderHeadingIsInReadmeExamples(article: String, heading: String) throws {
        let readme = try String(contentsOf: Self.articles.appendingPathComponent(article), encoding: .utf8)
        let examples = try String(
            contentsOf: Self.folder.appendingPathComponent("ReadmeExamples.swift"), encoding: .utf8)
        guard let example = Self.firstSwiftBlock(after: heading, in: readme) else {
            Issue.record("\(article) has no heading '\(heading)' followed by a ```swift block")
            return
        }
        #expect(
            examples.contains(example),
            "the example under '\(heading)' in \(article) differs from ReadmeExamples.swift; make them the same")
    }

    /// The code of the first ```` ```swift ```` block after the line `heading`.
    static func firstSwiftBlock(after heading: String, in text: String) -> String? {
        guard let section = text.range(of: "\n\(heading)\n"),
            let start = text.range(of: "```swift\n", range: section.upperBound..<text.endIndex),
            let end = text.range(of: "\n```\n", range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }
}

/// The observation example runs, too.
@MainActor @Test func theObservationExampleShowsTheValuesOfItsStore() throws {
    let store = try FeatureFlag.isolatedStore(overriding: [.newEditor: true])
    let model = EditorScreenModel(
        store: store, refresher: FlagRefresher(store: store, source: InMemoryOverrideSource(responses: [])))
    #expect(model.title == "New editor")
    #expect(!model.isOffline)
}
