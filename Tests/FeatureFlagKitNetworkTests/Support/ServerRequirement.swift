import Foundation
import Testing

/// Whether the servers these tests start can run here.
///
/// Without nginx or python3, the suites that need them are skipped with the reason, so that
/// `swift test` works on a fresh machine; `.ci/run` installs both and sets
/// `FFK_REQUIRE_SERVERS=1`, which turns a missing server into a failure instead.
enum ServerRequirement {
    static let isRequired = ProcessInfo.processInfo.environment["FFK_REQUIRE_SERVERS"] == "1"

    static var isAvailable: Bool {
        isRequired || ((try? NginxServer.locateNginx()) != nil && hasPython)
    }

    private static var hasPython: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips a suite that starts nginx or the fault server where they aren't installed.
    static var needsServers: Self {
        .enabled(
            if: ServerRequirement.isAvailable,
            "nginx and python3 are needed: apt-get install -y nginx (.ci/run does it)")
    }
}
