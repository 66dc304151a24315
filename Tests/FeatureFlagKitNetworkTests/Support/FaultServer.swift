import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The Python fault server (`fault-server.py`, next to this file) on 127.0.0.1.
///
/// Serves `/ok`, `/slow-body`, `/hang`, `/reset`, `/truncated` and `/huge-stream`;
/// see the script's docstring for what each does.
/// Each instance is its own `python3` process, so parallel tests can each start one.
/// The script exits on its own if the test process dies (it watches its stdin for EOF).
final class FaultServer: @unchecked Sendable {
    /// The loopback port the server listens on.
    let port: Int

    private let child: HarnessChildProcess
    private let stdinWriter: FileHandle
    private let stdoutReader: FileHandle
    private let stderrURL: URL

    static func start() throws -> FaultServer {
        try FaultServer()
    }

    static var scriptURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("fault-server.py")
    }

    init() throws {
        let script = Self.scriptURL
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw HarnessError("fault server script not found at \(script.path)")
        }
        let stdinPipe = Pipe()
        let stdoutPipe = Pipe()
        let stderrURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("fault-server-\(UUID().uuidString).stderr")
        guard FileManager.default.createFile(atPath: stderrURL.path, contents: nil) else {
            throw HarnessError("could not create \(stderrURL.path)")
        }
        let stderr = try FileHandle(forWritingTo: stderrURL)
        defer { try? stderr.close() }

        let child: HarnessChildProcess
        do {
            child = try HarnessChildProcess(
                executable: URL(fileURLWithPath: "/usr/bin/env"),
                arguments: ["python3", "-u", script.path, "--exit-on-stdin-eof"],
                standardInput: stdinPipe,
                standardOutput: stdoutPipe,
                standardError: stderr
            )
        } catch {
            try? FileManager.default.removeItem(at: stderrURL)
            throw HarnessError("could not start python3 \(script.path): \(error)")
        }

        do {
            port = try Self.readPort(from: stdoutPipe.fileHandleForReading, child: child, stderrURL: stderrURL)
        } catch {
            child.stop(signal: SIGKILL)
            try? stdinPipe.fileHandleForWriting.close()
            try? stdoutPipe.fileHandleForReading.close()
            try? FileManager.default.removeItem(at: stderrURL)
            throw error
        }
        self.child = child
        self.stdinWriter = stdinPipe.fileHandleForWriting
        self.stdoutReader = stdoutPipe.fileHandleForReading
        self.stderrURL = stderrURL
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:<port><path>`; a missing leading `/` is added.
    func url(_ path: String) -> URL {
        loopbackURL(port: port, path: path)
    }

    /// Stops the server (SIGTERM, then SIGKILL after 5 s) and waits for it. Idempotent.
    func stop() {
        guard child.stop(signal: SIGTERM) else { return }
        try? stdinWriter.close()
        try? stdoutReader.close()
        try? FileManager.default.removeItem(at: stderrURL)
    }

    /// Reads the `PORT <n>` line, giving up after 10 s or when the process exits.
    private static func readPort(from handle: FileHandle, child: HarnessChildProcess, stderrURL: URL) throws -> Int {
        let fd = handle.fileDescriptor
        let deadline = Date(timeIntervalSinceNow: 10)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)

        func failure(_ reason: String) -> HarnessError {
            let stderr = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
            let stdout = String(decoding: output, as: UTF8.self)
            return HarnessError("fault server: \(reason)\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)")
        }

        while true {
            if let newline = output.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: output[..<newline], as: UTF8.self)
                guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)), port > 0 else {
                    throw failure("expected `PORT <n>`, got \(line.debugDescription)")
                }
                return port
            }
            guard Date() < deadline else { throw failure("no `PORT <n>` line within 10 s") }

            var pollFD = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pollFD, 1, 50)
            if ready < 0, errno != EINTR {
                throw failure("poll() failed: \(String(cString: strerror(errno)))")
            }
            if ready > 0 {
                let count = read(fd, &buffer, buffer.count)
                if count > 0 {
                    output += buffer[..<count]
                    continue
                }
                if count == 0 {
                    child.waitForExit(timeout: 1)
                    throw failure("python3 closed stdout before printing its port")
                }
            }
            if child.hasExited {
                throw failure("python3 exited before printing its port")
            }
        }
    }
}
