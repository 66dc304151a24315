import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Proves the loopback harness (`NginxServer`, `FaultServer`, `closedPort()`) works,
/// using only `URLSession` — none of FeatureFlagKit's own code.
@Suite(.needsServers) struct HarnessTests {
    static let flags = Data(#"{"version": 1, "flags": {"alpha": {"value": true}}}"#.utf8)
    /// The 100 bytes `/truncated` sends of the 1000 it declares (`PARTIAL_JSON` in fault-server.py).
    static let partialBody = Data(
        #"{"version": 1, "flags": {"alpha": {"value": true}, "beta": {"value": false}, "gamma": {"value": 420}"#.utf8)

    // MARK: nginx

    @Test func nginxServesFileWithETag() async throws {
        let server = try NginxServer(files: ["flags.json": Self.flags])
        defer { server.stop() }

        let (data, response) = try await fetch(server.url("/flags.json"))
        #expect(response.statusCode == 200)
        #expect(data == Self.flags)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let etag = try #require(response.value(forHTTPHeaderField: "ETag"))
        #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
    }

    @Test func matchingIfNoneMatchGives304() async throws {
        let server = try NginxServer(files: ["flags.json": Self.flags])
        defer { server.stop() }

        let (_, first) = try await fetch(server.url("/flags.json"))
        let etag = try #require(first.value(forHTTPHeaderField: "ETag"))
        let (body, second) = try await fetch(server.url("/flags.json"), headers: ["If-None-Match": etag])
        #expect(second.statusCode == 304)
        #expect(body.isEmpty)

        let (_, stale) = try await fetch(server.url("/flags.json"), headers: ["If-None-Match": "\"stale\""])
        #expect(stale.statusCode == 200)
    }

    @Test func writeReplacesContentAndETag() async throws {
        let server = try NginxServer(files: ["flags.json": Self.flags])
        defer { server.stop() }

        let (_, before) = try await fetch(server.url("/flags.json"))
        let oldETag = try #require(before.value(forHTTPHeaderField: "ETag"))

        // Same size as the original, written within the same second: the ETag must still change.
        let replacement = Data(#"{"version": 2, "flags": {"alpha": {"value": true}}}"#.utf8)
        #expect(replacement.count == Self.flags.count)
        try server.write(replacement, to: "flags.json")
        try server.write(Data("{}".utf8), to: "nested/new.json")

        let (data, after) = try await fetch(server.url("/flags.json"), headers: ["If-None-Match": oldETag])
        #expect(after.statusCode == 200)
        #expect(data == replacement)
        let newETag = try #require(after.value(forHTTPHeaderField: "ETag"))
        #expect(newETag != oldETag)

        let (nested, nestedResponse) = try await fetch(server.url("nested/new.json"))
        #expect(nestedResponse.statusCode == 200)
        #expect(nested == Data("{}".utf8))
    }

    @Test func statusLocations() async throws {
        let server = try NginxServer(files: ["flags.json": Self.flags])
        defer { server.stop() }

        #expect(try await fetch(server.url("/status/500")).1.statusCode == 500)
        #expect(try await fetch(server.url("/status/404-explicit")).1.statusCode == 404)
        #expect(try await fetch(server.url("/missing.json")).1.statusCode == 404)
    }

    @Test func redirectLocations() async throws {
        let server = try NginxServer(files: ["flags.json": Self.flags])
        defer { server.stop() }

        let expected = [
            "/redirect-to-http": "http://example.invalid/flags.json",
            "/redirect-same-origin": "http://127.0.0.1:\(server.port)/flags.json",
            "/redirect-other-port": "http://127.0.0.1:\(server.otherPort)/flags.json",
            "/redirect-other-host": "http://localhost:\(server.port)/flags.json",
        ]
        for (path, location) in expected {
            let response = try await rawGET(port: server.port, path: path)
            #expect(response.hasPrefix("HTTP/1.1 302"), "\(path)")
            #expect(response.contains("\r\nLocation: \(location)\r\n"), "\(path): \(response)")
        }
    }

    @Test func theOtherPortServesTheSameFilesAndIsLogged() async throws {
        let server = try NginxServer(files: ["flags.json": Self.flags])
        defer { server.stop() }

        let (data, response) = try await fetch(loopbackURL(port: server.otherPort, path: "/flags.json"))
        #expect(response.statusCode == 200)
        #expect(data == Self.flags)
        #expect(try await server.accessLog(count: 1).map(\.port) == [server.otherPort])
    }

    @Test func accessLogRecordsRequestHeaders() async throws {
        let server = try NginxServer(files: ["flags.json": Self.flags])
        defer { server.stop() }

        _ = try await fetch(server.url("/flags.json?x=1"))
        _ = try await fetch(
            server.url("/flags.json"),
            headers: [
                "If-None-Match": "\"abc-123\"",
                "X-Test-Header": "hello\tworld \\ \u{e9}",
                "Authorization": "Bearer t0ken",
            ]
        )
        _ = try await fetch(server.url("/status/500"))

        let log = try await server.accessLog(count: 3)
        #expect(log.count == 3)
        #expect(
            log[0]
                == AccessLogEntry(
                    port: server.port, method: "GET", uri: "/flags.json?x=1", status: 200,
                    ifNoneMatch: nil, authorization: nil, testHeader: nil, connection: log[0].connection))
        #expect(
            log[1]
                == AccessLogEntry(
                    port: server.port, method: "GET", uri: "/flags.json", status: 200,
                    ifNoneMatch: "\"abc-123\"", authorization: "Bearer t0ken", testHeader: "hello\tworld \\ \u{e9}",
                    connection: log[1].connection))
        #expect(log[2].uri == "/status/500" && log[2].status == 500)
    }

    @Test func stopIsIdempotentAndFreesThePort() throws {
        let server = try NginxServer(files: ["flags.json": Self.flags])
        let directory = server.directory
        #expect(canConnectToLoopback(port: server.port))
        server.stop()
        server.stop()
        #expect(!canConnectToLoopback(port: server.port))
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    // MARK: Fault server

    @Test func faultServerOK() async throws {
        let server = try FaultServer()
        defer { server.stop() }

        let (data, response) = try await fetch(server.url("/ok"))
        #expect(response.statusCode == 200)
        #expect(data == Data(#"{"version": 1, "flags": {}}"#.utf8))
        #expect(try await fetch(server.url("/nope")).1.statusCode == 404)
    }

    @Test func truncatedBodyLosesTheConnectionOrIsThePartialBody() async throws {
        let server = try FaultServer()
        defer { server.stop() }

        do {
            let (data, response) = try await fetch(server.url("/truncated"))
            #expect(response.statusCode == 200)
            #expect(data == Self.partialBody)
        } catch {
            let nsError = error as NSError
            #expect(nsError.domain == NSURLErrorDomain)
            #if canImport(FoundationNetworking)
            // libcurl's "partial file" error, which FoundationNetworking passes on as an unknown
            // error with curl's text: 900 of the 1000 declared bytes never came.
            #expect(nsError.code == NSURLErrorUnknown)
            #expect(nsError.localizedDescription.contains("900 bytes remaining"), "\(nsError)")
            #else
            #expect(nsError.code == NSURLErrorNetworkConnectionLost)
            #endif
        }
    }

    @Test func hangTimesOut() async throws {
        let server = try FaultServer()
        defer { server.stop() }

        let error = await #expect(throws: (any Error).self) {
            _ = try await fetch(server.url("/hang"), timeout: 1)
        }
        let nsError = try #require(error as NSError?)
        #expect(nsError.domain == NSURLErrorDomain)
        #expect(nsError.code == NSURLErrorTimedOut)
    }

    @Test func closedPortRefusesConnections() async throws {
        let port = try closedPort()
        let error = await #expect(throws: (any Error).self) {
            _ = try await fetch(loopbackURL(port: port, path: "/flags.json"))
        }
        let nsError = try #require(error as NSError?)
        #expect(nsError.domain == NSURLErrorDomain)
        #expect(nsError.code == NSURLErrorCannotConnectToHost)
    }
}

// MARK: - Helpers

/// A GET with a fresh, cache-less session (no cookies, no URLCache revalidation).
private func fetch(
    _ url: URL,
    headers: [String: String] = [:],
    timeout: TimeInterval = 5
) async throws -> (Data, HTTPURLResponse) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }

    var request = URLRequest(url: url)
    for (name, value) in headers {
        request.setValue(value, forHTTPHeaderField: name)
    }
    // A data task rather than `data(for:)`, which needs macOS 12 / iOS 15.
    let (data, response) = try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
        session.dataTask(with: request) { data, response, error in
            if let data, let response {
                continuation.resume(returning: (data, response))
            } else {
                continuation.resume(throwing: error ?? URLError(.badServerResponse))
            }
        }.resume()
    }
    let http = try #require(response as? HTTPURLResponse)
    return (data, http)
}

/// One HTTP/1.0 GET over a plain socket, returning the raw response (status line, headers, body).
/// Used where URLSession would follow redirects.
private func rawGET(port: Int, path: String) async throws -> String {
    try await Task.detached {
        let response = try rawLoopbackExchange(
            port: port, request: "GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
        return String(decoding: response, as: UTF8.self)
    }.value
}
