import FeatureFlagKit
import Foundation
import Testing

@Suite struct FileSourceTests {
    @Test func readsAFileAndAnswersUnchangedWhileItStaysTheSame() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"version": 1, "flags": {"rollout": true}}"#.utf8).write(to: file)
        let source = FilePayloadSource(url: file)
        guard case .payload(_, let tag) = try await source.fetch(ifNoneMatch: nil) else {
            Issue.record("no payload")
            return
        }
        #expect(try await source.fetch(ifNoneMatch: tag) == .unchanged)
        try Data(#"{"version": 1, "flags": {"rollout": false}}"#.utf8).write(to: file)
        #expect(try await source.fetch(ifNoneMatch: tag) != .unchanged)
    }

    @Test func aMissingOrOversizedFileFails() async throws {
        let missing = FilePayloadSource(url: URL(fileURLWithPath: "/no/such/flags.json"))
        await #expect(throws: PayloadSourceError.self) { try await missing.fetch(ifNoneMatch: nil) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(count: 100).write(to: file)
        do {
            _ = try await FilePayloadSource(url: file, sizeLimit: 10).fetch(ifNoneMatch: nil)
            Issue.record("expected tooLarge")
        } catch {
            #expect(error.kind == .tooLarge)
        }
    }
}
