import Foundation
import Testing

/// `flaggen remote-template` for a manifest whose template would be larger than an app accepts.
@Suite struct RemoteTemplateLimitTests {
    @Test func aTemplateOverTheSizeLimitIsRefusedWithTheNumberOfRemoteFlags() throws {
        let directory = try TemporaryDirectory()
        // Long keys, so that fewer flags (and a faster lint) fill the megabyte.
        let count = 3_500
        let padding = String(repeating: "k", count: 240)
        let flags = (0..<count).map {
            #"{"name": "flag\#($0)", "key": "flag\#($0)_\#(padding)", "description": "F.", "enabled": true, "remote": true}"#
        }
        let manifest = try directory.write(
            #"{"version": 1, "flags": [\#(flags.joined(separator: ",\n"))]}"#, to: "flags.json")
        let result = Flaggen.run(["remote-template", manifest, "--quiet"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError == """
                flaggen: error: the template of the manifest's 3500 remote flags is larger than the 1048576 bytes (1 MiB) \
                an app accepts, so validate-remote and every app would reject it whole; nothing was written. Write a payload \
                with only the flags it changes.

                """)
    }
}
