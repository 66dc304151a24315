import FeatureFlagKit
import Foundation
import Testing

@Suite struct FileSourceTests {
    @Test func readsAFileAndAnswersUnchangedWhileItStaysTheSame() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"version": 1, "flags": {"rollout": true}}"#.utf8).write(to: file)
        let source = FileOverrideSource(url: file)
        guard case .payload(_, let tag) = try await source.fetch(ifNoneMatch: nil) else {
            Issue.record("no payload")
            return
        }
        #expect(try await source.fetch(ifNoneMatch: tag) == .unchanged)
        try Data(#"{"version": 1, "flags": {"rollout": false}}"#.utf8).write(to: file)
        #expect(try await source.fetch(ifNoneMatch: tag) != .unchanged)
    }

    @Test func aMissingOrOversizedFileFails() async throws {
        let missing = FileOverrideSource(url: URL(fileURLWithPath: "/no/such/flags.json"))
        await #expect(throws: OverrideSourceError.self) { try await missing.fetch(ifNoneMatch: nil) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(count: 100).write(to: file)
        do {
            _ = try await FileOverrideSource(url: file, sizeLimit: 10).fetch(ifNoneMatch: nil)
            Issue.record("expected tooLarge")
        } catch {
            #expect(error.kind == .tooLarge)
        }
    }
}
