import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import Testing

// Exit tests exist on macOS, Linux and Windows only.
#if os(macOS) || os(Linux) || os(Windows)

/// `FeatureFlag.configureSharedStore` at launch. Each test runs in a process of its own (an
/// exit test): the shared store is created once per process, and so is its configuration.
struct SharedStoreSettingsTests {
    @Test func settingsMadeAtLaunchReachTheSharedStore() async {
        await #expect(processExitsWith: .success) {
            let diagnostics = Protected<[String]>([])
            FeatureFlag.configureSharedStore { settings in
                settings.localOverrideStorage = .inMemory(["onForbiddenLocal": false])
                settings.onDiagnostic = { diagnostic in diagnostics.withValue { $0.append(diagnostic.message) } }
            }
            _ = try? FeatureFlag.sharedStore.applyRemotePayload(
                Data(#"{"version": 1, "flags": {"no_such_flag": true}}"#.utf8))
            let wasOverridden = !FeatureFlag.sharedStore.isEnabled(.onForbiddenLocal)
            FeatureFlag.sharedStore.clearLocalOverride(for: .onForbiddenLocal)
            let reported = diagnostics.withValue { $0 }
            let failures = [
                FeatureFlag.sharedStore.localOverride(for: .onForbiddenLocal) == nil
                    ? nil : "the override wasn't cleared",
                reported.count == 1 && reported[0].contains("no_such_flag") ? nil : "handler got \(reported)",
                wasOverridden ? nil : "the configured storage's override wasn't in force",
                FeatureFlag.sharedStore.isEnabled(.onForbiddenLocal)
                    ? nil : "clearing the override didn't change the flag",
            ].compactMap(\.self)
            // The override came from the configured storage; clearing it changed the flag.
            guard failures.isEmpty else {
                FileHandle.standardError.write(Data(failures.joined(separator: "\n").utf8))
                exit(1)
            }
        }
    }

    @Test func configuringAfterTheSharedStoreWasUsedStopsWithTheFix() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = FeatureFlag.sharedStore.snapshot()
            FeatureFlag.configureSharedStore { $0.onExposure = nil }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "FeatureFlag.configureSharedStore(_:) was called after FeatureFlag.sharedStore was first used, so its "
                    + "settings would not apply: call it once at launch, before anything reads a flag that may change "
                    + "or the shared store (for example first thing in your App's init)."),
            "\(message)")
    }

    @Test func configuringTwiceStopsWithTheFix() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FeatureFlag.configureSharedStore { $0.onExposure = nil }
            FeatureFlag.configureSharedStore { $0.onDiagnostic = nil }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "FeatureFlag.configureSharedStore(_:) was called a second time: configure the shared store once, "
                    + "at launch, in one place (set every setting in that one call)."),
            "\(message)")
    }
}
#endif
