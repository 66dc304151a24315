import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of `NginxServer`'s access log.
///
/// Header fields are `nil` when the request did not carry the header (nginx logs `-`;
/// a header whose value is literally `-` also reads as `nil`).
struct AccessLogEntry: Sendable, Equatable, CustomStringConvertible {
    /// The port the request arrived on: `NginxServer.port` or `NginxServer.otherPort`.
    var port: Int
    var method: String
    /// `$request_uri`: path plus query, exactly as the client sent it.
    var uri: String
    var status: Int
    var ifNoneMatch: String?
    var authorization: String?
    /// Value of the `X-Test-Header` request header.
    var testHeader: String?
    /// nginx's serial number of the connection the request came on: equal for requests
    /// that reused one connection.
    var connection: Int

    var description: String {
        ":\(port) \(method) \(uri) \(status) if-none-match=\(ifNoneMatch ?? "-") authorization=\(authorization ?? "-") x-test-header=\(testHeader ?? "-") connection=\(connection)"
    }
}

/// A real nginx serving static files on 127.0.0.1, in its own temporary directory.
///
/// Each instance owns a fresh temp directory (`www/`, `nginx.conf`, logs, pid and temp paths),
/// runs `nginx -g 'daemon off; master_process on;'` as a child process on a free loopback
/// port, and removes everything on `stop()` / `deinit`. Instances are independent, so
/// parallel tests can each start their own.
///
/// Besides the files in `www/` (static: `ETag`, `304` on a matching `If-None-Match`,
/// `404` for a missing file, `default_type application/json`), the server has:
/// - `/status/500` → 500
/// - `/status/404-explicit` → 404
/// - `/redirect-to-http` → 302 to `http://example.invalid/flags.json`
/// - `/redirect-same-origin` → 302 to `http://127.0.0.1:<port>/flags.json`
/// - `/redirect-other-port` → 302 to `http://127.0.0.1:<otherPort>/flags.json`
/// - `/redirect-other-host` → 302 to `http://localhost:<port>/flags.json`
///
/// A second server block listens on `otherPort` and serves the same files, so that a redirect
/// can lead to another origin on the same machine.
///
/// Access log format (`access.log`, one request per line, fields separated by a TAB):
///
///     $server_port \t $request_method \t $request_uri \t $status \t $http_if_none_match \t $http_authorization \t $http_x_test_header
///
/// nginx writes `-` for an absent header and escapes `"`, `\`, control and non-ASCII bytes
/// as `\xHH` (`escape=default`), so a TAB inside a value never splits a field;
/// `accessLog()` undoes the escaping. nginx writes the line after sending the response, so a
/// test that reads the log right after a response should use `accessLog(count:timeout:)`.
final class NginxServer: @unchecked Sendable {
    /// The loopback port nginx listens on.
    let port: Int
    /// A second loopback port serving the same files: another origin, for redirects.
    let otherPort: Int
    /// The server's temporary directory (holds `www/`, `nginx.conf`, `access.log`, `error.log`).
    let directory: URL

    private let child: HarnessChildProcess

    static func start(files: [String: Data]) throws -> NginxServer {
        try NginxServer(files: files)
    }

    /// Starts nginx serving `files` (keys are paths relative to `www/`, such as `"flags.json"`).
    init(files: [String: Data]) throws {
        let executable = try Self.locateNginx()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("nginx-harness-\(UUID().uuidString)", isDirectory: true)
        do {
            for sub in ["www", "temp"] {
                try FileManager.default.createDirectory(
                    at: directory.appendingPathComponent(sub, isDirectory: true),
                    withIntermediateDirectories: true
                )
            }
            for (path, data) in files {
                let url = try Self.servedFile(path, in: directory)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            (port, otherPort, child) = try Self.launch(executable: executable, directory: directory)
            self.directory = directory
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:<port><path>`; a missing leading `/` is added.
    func url(_ path: String) -> URL {
        loopbackURL(port: port, path: path)
    }

    /// Atomically replaces (or creates) the served file at `path` (relative to `www/`).
    ///
    /// nginx's ETag is `"<mtime hex>-<size hex>"` with one-second mtime resolution, so the
    /// new file's mtime is pushed at least one second past the old one: the ETag always
    /// changes, even for a same-size rewrite within the same second.
    func write(_ data: Data, to path: String) throws {
        let fileManager = FileManager.default
        let destination = try Self.servedFile(path, in: directory)
        try fileManager.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)

        var modified = Date()
        if let old = (try? fileManager.attributesOfItem(atPath: destination.path))?[.modificationDate] as? Date,
            floor(modified.timeIntervalSince1970) <= floor(old.timeIntervalSince1970)
        {
            modified = Date(timeIntervalSince1970: floor(old.timeIntervalSince1970) + 1)
        }

        let staging = directory.appendingPathComponent("temp/staging-\(UUID().uuidString)")
        try data.write(to: staging)
        do {
            try fileManager.setAttributes([.modificationDate: modified], ofItemAtPath: staging.path)
            guard rename(staging.path, destination.path) == 0 else {
                throw HarnessError("rename to \(destination.path) failed: \(String(cString: strerror(errno)))")
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }

    /// All access-log entries so far, oldest first.
    func accessLog() throws -> [AccessLogEntry] {
        let text = try String(contentsOf: directory.appendingPathComponent("access.log"), encoding: .utf8)
        return try text.split(separator: "\n").map { try Self.parseLogLine($0) }
    }

    /// Polls the access log until it has at least `count` entries (or throws after `timeout`).
    func accessLog(count: Int, timeout: TimeInterval = 2) async throws -> [AccessLogEntry] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let entries = try accessLog()
            if entries.count >= count { return entries }
            guard Date() < deadline else {
                throw HarnessError("access log has \(entries.count) entries, expected at least \(count): \(entries)")
            }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
    }

    /// Stops nginx (SIGTERM, then SIGKILL after 5 s) and removes the temp directory. Idempotent.
    func stop() {
        guard child.stop(signal: SIGTERM) else { return }
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: - Launching

    static func locateNginx() throws -> URL {
        var candidates = ["/usr/sbin/nginx"]
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        candidates += path.split(separator: ":").map { "\($0)/nginx" }
        candidates += ["/usr/local/sbin/nginx", "/opt/homebrew/bin/nginx", "/usr/local/bin/nginx"]
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            return URL(fileURLWithPath: candidate)
        }
        throw HarnessError(
            "nginx not found at /usr/sbin/nginx or on PATH; install it with `apt-get install -y nginx` "
                + "(the CI script does this) to run the FeatureFlagKitNetworkTests")
    }

    private static func servedFile(_ path: String, in directory: URL) throws -> URL {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.isEmpty, !components.contains(where: { $0 == ".." || $0 == "." }) else {
            throw HarnessError("invalid served path \(path.debugDescription)")
        }
        return components.reduce(directory.appendingPathComponent("www", isDirectory: true)) {
            $0.appendingPathComponent(String($1))
        }
    }

    private static func launch(executable: URL, directory: URL) throws -> (Int, Int, HarnessChildProcess) {
        let maxAttempts = 5
        for attempt in 1...maxAttempts {
            let port = try freeLoopbackPort()
            var otherPort = try freeLoopbackPort()
            while otherPort == port { otherPort = try freeLoopbackPort() }
            let configURL = directory.appendingPathComponent("nginx.conf")
            try config(directory: directory, port: port, otherPort: otherPort)
                .write(to: configURL, atomically: true, encoding: .utf8)

            let stderrURL = directory.appendingPathComponent("nginx.stderr")
            guard FileManager.default.createFile(atPath: stderrURL.path, contents: nil) else {
                throw HarnessError("could not create \(stderrURL.path)")
            }
            try? FileManager.default.removeItem(at: directory.appendingPathComponent("error.log"))
            let stderr = try FileHandle(forWritingTo: stderrURL)
            defer { try? stderr.close() }

            let child = try HarnessChildProcess(
                executable: executable,
                arguments: [
                    "-p", directory.path + "/",
                    "-c", configURL.path,
                    "-e", directory.appendingPathComponent("error.log").path,
                    "-g", "daemon off; master_process on;",
                ],
                standardError: stderr
            )

            let deadline = Date(timeIntervalSinceNow: 10)
            while true {
                if canConnectToLoopback(port: port), canConnectToLoopback(port: otherPort) {
                    return (port, otherPort, child)
                }
                if child.hasExited {
                    let text = diagnostics(directory)
                    if text.contains("Address already in use"), attempt < maxAttempts {
                        break  // Lost the race for the port; try another one.
                    }
                    throw HarnessError("nginx exited before accepting connections on 127.0.0.1:\(port):\n\(text)")
                }
                if Date() >= deadline {
                    child.stop(signal: SIGKILL)
                    throw HarnessError(
                        "nginx did not accept connections on 127.0.0.1:\(port) within 10 s:\n\(diagnostics(directory))")
                }
                usleep(20_000)
            }
        }
        throw HarnessError("nginx could not bind a free loopback port after \(maxAttempts) attempts")
    }

    private static func diagnostics(_ directory: URL) -> String {
        let read = { (name: String) in
            (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        return "--- nginx stderr ---\n\(read("nginx.stderr"))--- error.log ---\n\(read("error.log"))"
    }

    private static func config(directory: URL, port: Int, otherPort: Int) -> String {
        let dir = directory.path
        // As root, nginx would switch its workers to `nobody`, who may not be able to read the
        // temp directory; keep them running as the current user.
        var user = ""
        if geteuid() == 0, let pw = getpwuid(0), let gr = getgrgid(getegid()) {
            user = "user \(String(cString: pw.pointee.pw_name)) \(String(cString: gr.pointee.gr_name));"
        }
        return """
            \(user)
            worker_processes 1;
            pid \(dir)/nginx.pid;
            lock_file \(dir)/nginx.lock;
            error_log \(dir)/error.log warn;

            events {
                worker_connections 256;
            }

            http {
                default_type application/json;
                log_format harness escape=default '$server_port\\t$request_method\\t$request_uri\\t$status\\t$http_if_none_match\\t$http_authorization\\t$http_x_test_header\\t$connection';
                access_log \(dir)/access.log harness;

                client_body_temp_path \(dir)/temp/client_body;
                proxy_temp_path \(dir)/temp/proxy;
                fastcgi_temp_path \(dir)/temp/fastcgi;
                uwsgi_temp_path \(dir)/temp/uwsgi;
                scgi_temp_path \(dir)/temp/scgi;

                sendfile off;
                keepalive_timeout 120s;
                server_tokens off;

                server {
                    listen 127.0.0.1:\(port);
                    server_name localhost;
                    root \(dir)/www;

                    location = /status/500 { return 500; }
                    location = /status/404-explicit { return 404; }
                    location = /redirect-to-http { return 302 http://example.invalid/flags.json; }
                    location = /redirect-same-origin { return 302 http://127.0.0.1:\(port)/flags.json; }
                    location = /redirect-other-port { return 302 http://127.0.0.1:\(otherPort)/flags.json; }
                    location = /redirect-other-host { return 302 http://localhost:\(port)/flags.json; }
                }

                server {
                    listen 127.0.0.1:\(otherPort);
                    server_name localhost;
                    root \(dir)/www;
                }
            }

            """
    }

    // MARK: - Access log parsing

    private static func parseLogLine(_ line: Substring) throws -> AccessLogEntry {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 8, let port = Int(fields[0]), let status = Int(fields[3]), let connection = Int(fields[7])
        else {
            throw HarnessError("unparseable access-log line: \(String(line).debugDescription)")
        }
        func header(_ field: Substring) -> String? {
            field == "-" ? nil : unescape(field)
        }
        return AccessLogEntry(
            port: port,
            method: unescape(fields[1]),
            uri: unescape(fields[2]),
            status: status,
            ifNoneMatch: header(fields[4]),
            authorization: header(fields[5]),
            testHeader: header(fields[6]),
            connection: connection
        )
    }

    /// Undoes nginx's `escape=default` (`\xHH` for `"`, `\`, control and non-ASCII bytes).
    private static func unescape(_ field: Substring) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(field.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "\\"), index + 3 < utf8.count, utf8[index + 1] == UInt8(ascii: "x"),
                let byte = UInt8(String(decoding: utf8[(index + 2)...(index + 3)], as: UTF8.self), radix: 16)
            {
                bytes.append(byte)
                index += 4
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
