import Foundation
import Testing

/// `flaggen` with a standard stream it can't write: a full device, a closed descriptor, a pipe
/// nobody reads. Each runs the executable, so a trap fails the test instead of the test run.
@Suite struct UnwritableStreamTests {
    @Test func aFullStandardOutputIsReportedWithAFailureStatus() throws {
        let result = try Flaggen.runShell(#""$0" schema manifest > /dev/full"#)
        #expect(result.status == 1)
        #expect(result.standardError == "flaggen: error: cannot write to standard output: No space left on device.\n")
    }

    @Test func aClosedStandardOutputIsReportedWithAFailureStatus() throws {
        let result = try Flaggen.runShell(#""$0" schema manifest >&-"#)
        #expect(result.status == 1)
        #expect(result.standardError == "flaggen: error: cannot write to standard output: it is closed.\n")
    }

    /// The table goes to the closed standard error; the payload still reaches standard output.
    @Test func aClosedStandardErrorEndsWithAFailureStatus() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(
            #"{"version": 1, "flags": [{"name": "a", "description": "A.", "enabled": true, "remote": true}]}"#,
            to: "flags.json")
        let result = try Flaggen.runShell(#""$0" remote-template '\#(manifest)' 2>&-"#)
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("{\n  \"version\": 1,"))
    }

    /// A reader that went away: the command ends quietly with a failure status (a signal's or 1), as Unix tools do.
    @Test func aClosedPipeEndsQuietly() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let result = try Flaggen.runProcess(["schema", "manifest"], standardOutput: pipe.fileHandleForWriting)
        #expect(result.status == 1 || result.status == SIGPIPE)
        #expect(result.standardError.isEmpty)
    }
}
