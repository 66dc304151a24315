import Foundation
import Testing

/// `CommandResult.run`, the way every end-to-end test starts `swift build` and the apps it
/// builds, never waits forever: a hung nested build would hang the whole suite.
@Suite struct CommandResultTests {
    @Test func aFinishedCommandGivesItsStatusAndOutput() async throws {
        let result = try await CommandResult.run("sh", ["-c", "echo out; echo err >&2; exit 3"])
        #expect(result.status == 3)
        #expect(result.output == "out\nerr\n")
    }

    /// The background `sleep` ignores SIGINT and holds the output pipe open, as a compiler job of
    /// a cancelled `swift build` may: stopping the shell alone would not end the read. The
    /// blocking form runs on a thread of its own (Dispatch's global queue may be busy with other
    /// tests) and the test waits for it on a semaphore with a bound, so a `run` that never returns
    /// fails this test instead of hanging the suite.
    @Test func aCommandPastItsTimeLimitIsStoppedWithWhatItStartedAndThrows() throws {
        let outcome = Outcome()
        Thread {
            outcome.finish(
                Result {
                    try CommandResult.runBlocking("sh", ["-c", "echo started; sleep 120 & sleep 120"], timeLimit: 1)
                })
        }.start()
        let result = try #require(
            outcome.wait(seconds: 60), "CommandResult.runBlocking was still waiting 60 s after its 1 s time limit.")
        let error = try #require(throws: CommandResult.TimedOut.self) { try result.get() }
        #expect(
            error.description.hasPrefix(
                "`sh -c echo started; sleep 120 & sleep 120` ran for more than 1 s and was stopped"))
        #expect(error.output == "started\n")
    }

    /// The result of a call made on another thread, waited for with a bound.
    private final class Outcome: @unchecked Sendable {
        // Unchecked Sendable: `result` is written once under `lock`, before `done` is signalled.
        private let lock = NSLock()
        private let done = DispatchSemaphore(value: 0)
        private var result: Result<CommandResult, any Error>?

        func finish(_ result: Result<CommandResult, any Error>) {
            lock.withLock { self.result = result }
            done.signal()
        }

        /// The result, or `nil` if the call hasn't returned within `seconds`.
        func wait(seconds: Double) -> Result<CommandResult, any Error>? {
            guard done.wait(timeout: .now() + seconds) == .success else { return nil }
            return lock.withLock { result }
        }
    }
}
