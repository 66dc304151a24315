import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The HTTP source and the refresher against a real nginx on 127.0.0.1.
@Suite(.needsServers) struct HTTPPayloadSourceTests {
    static let firstPayload = Data(#"{"version": 1, "flags": {"rollout": true, "stable": false}}"#.utf8)
    static let secondPayload = Data(#"{"version": 1, "flags": {"rollout": false}}"#.utf8)

    /// A store for this build, a stream of its changes and a refresher on `source`.
    struct Client {
        let store = FlagStore<FeatureFlag>()
        let changes: AsyncStream<FlagChange<FeatureFlag>>
        let refresher: FlagRefresher<FeatureFlag>

        init(source: any PayloadSource) {
            changes = store.changes(bufferingPolicy: .unbounded)
            refresher = FlagRefresher(store: store, source: source, policy: RefreshPolicy(minimumFetchInterval: 0))
        }
    }

    @Test func fetchesAndApplies() async throws {
        let server = try NginxServer.start(files: ["flags.json": Self.firstPayload])
        defer { server.stop() }
        let client = Client(source: try HTTPPayloadSource(url: server.url("flags.json")))
        let status = await client.refresher.refresh()
        guard case .updated = status else {
            Issue.record("expected updated, got \(status)")
            return
        }
        #expect(FeatureFlag.withStore(client.store) { FeatureFlag.rollout.isEnabled })
        #expect(!client.store.isEnabled(.stable))
        #expect(client.store.evaluation(of: .rollout).source == .remote)
    }

    @Test func aSecondFetchIsConditionalAndA304ChangesNothing() async throws {
        let server = try NginxServer.start(files: ["flags.json": Self.firstPayload])
        defer { server.stop() }
        let client = Client(source: try HTTPPayloadSource(url: server.url("flags.json")))
        var changes = client.changes.makeAsyncIterator()
        guard case .updated = await client.refresher.refresh() else {
            Issue.record("first fetch failed")
            return
        }
        let first = await BoundedWait.next(&changes)
        #expect(first?.snapshot.isEnabled(.rollout) == true)
        let second = await client.refresher.refresh()
        guard case .unchanged = second else {
            Issue.record("expected unchanged, got \(second)")
            return
        }
        let log = try await server.accessLog(count: 2)
        #expect(log.map(\.status) == [200, 304])
        #expect(log[0].ifNoneMatch == nil)
        #expect(log[1].ifNoneMatch != nil)

        try server.write(Self.secondPayload, to: "flags.json")
        guard case .updated = await client.refresher.refresh() else {
            Issue.record("the new payload was not fetched")
            return
        }
        #expect(!client.store.isEnabled(.rollout))
        let next = await BoundedWait.next(&changes)
        #expect(next?.snapshot.isEnabled(.rollout) == false, "a 304 raises no event: the next one is the new payload's")
    }

    @Test func sendsCustomHeaders() async throws {
        let server = try NginxServer.start(files: ["flags.json": Self.firstPayload])
        defer { server.stop() }
        let source = try HTTPPayloadSource(
            url: server.url("flags.json"), headers: ["Authorization": "Bearer secret-token", "X-Test-Header": "hello"])
        _ = try await source.fetch(ifNoneMatch: nil)
        let entry = try #require(try await server.accessLog(count: 1).first)
        #expect(entry.authorization == "Bearer secret-token")
        #expect(entry.testHeader == "hello")
    }

    @Test func everyFetchOfASourceGoesThroughOneSession() async throws {
        let server = try NginxServer.start(files: ["flags.json": Self.firstPayload])
        defer { server.stop() }
        let source = try HTTPPayloadSource(url: server.url("flags.json"))
        for _ in 0..<4 { _ = try await source.fetch(ifNoneMatch: nil) }
        let log = try await server.accessLog(count: 4)
        // A session per fetch opens a connection per fetch. One session reuses its idle
        // connection; on a loaded machine an idle limit may still close it between two
        // fetches once, so the test asks for fewer connections than fetches, not for one.
        #expect(Set(log.map(\.connection)).count < 4, "every fetch opened its own connection: \(log)")
    }

    @Test func requestsUseTheGivenSessionConfiguration() async throws {
        let server = try NginxServer.start(files: ["flags.json": Self.firstPayload])
        defer { server.stop() }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpAdditionalHeaders = ["X-Test-Header": "from-the-configuration"]
        let source = try HTTPPayloadSource(url: server.url("flags.json"), sessionConfiguration: configuration)
        _ = try await source.fetch(ifNoneMatch: nil)
        let entry = try #require(try await server.accessLog(count: 1).first)
        #expect(entry.testHeader == "from-the-configuration")
    }

    @Test func anErrorStatusIsReportedAsSuchWhateverTheBodySize() async throws {
        let server = try NginxServer.start(files: [:])
        defer { server.stop() }
        do {
            _ = try await HTTPPayloadSource(url: server.url("missing.json"), sizeLimit: 10).fetch(ifNoneMatch: nil)
            Issue.record("expected a failure")
        } catch {
            #expect(error.kind == .httpStatus(404))
        }
    }
}
