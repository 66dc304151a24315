import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import ManifestVocabulary
import Testing

@Suite struct TestDoublesTests {
    @Test func overridesAreVisibleInsideTheScopeOnly() throws {
        try FeatureFlag.withOverrides([.offAllowedLocal: true, .onForbiddenLocal: false]) {
            #expect(FeatureFlag.offAllowedLocal.isEnabled)
            #expect(!FeatureFlag.onForbiddenLocal.isEnabled)
        }
        #expect(!FeatureFlag.offAllowedLocal.isEnabled)
        #expect(FeatureFlag.onForbiddenLocal.isEnabled)
    }

    @Test func overridesReachChildTasksButNotOtherTests() async throws {
        try await FeatureFlag.withOverrides([.bit5: true]) {
            async let child = FeatureFlag.bit5.isEnabled
            #expect(await child)
            let grandchild = await Task { FeatureFlag.bit5.isEnabled }.value
            #expect(grandchild)
        }
    }

    @Test func aTaskThatOutlivesItsScopeReadsTheScopedStore() async throws {
        #expect(try await Self.readAfterItsScopeCloses())
    }

    @Test func aTaskThatOutlivesItsScopeReadsTheScopedStoreWhileAnotherScopeIsOpen() async throws {
        let other = try FeatureFlag.isolatedStore(overriding: [:])
        let read = try await FeatureFlag.withStore(other) { try await Self.readAfterItsScopeCloses() }
        #expect(read)
    }

    /// Creates a task inside a scope that turns `offAllowedLocal` on (off in the shared store),
    /// closes the scope, and only then lets the task read the flag.
    private static func readAfterItsScopeCloses() async throws -> Bool {
        let (gate, opening) = AsyncStream<Void>.makeStream()
        let child = try FeatureFlag.withOverrides([.offAllowedLocal: true]) {
            Task {
                for await _ in gate {}
                return FeatureFlag.offAllowedLocal.isEnabled
            }
        }
        opening.finish()
        return await child.value
    }

    @Test func flagsThatForbidLocalOverridesArePinnedThroughTheirRemotePolicy() throws {
        try FeatureFlag.withOverrides([.offAllowedNoLocal: true, .onDisableOnlyNoLocal: false]) {
            #expect(FeatureFlag.offAllowedNoLocal.isEnabled)
            #expect(!FeatureFlag.onDisableOnlyNoLocal.isEnabled)
        }
    }

    @Test func pinningAConstantIsAnError() {
        #expect(throws: OverrideRefusal(key: "offForbiddenNoLocal", reason: .constantInBuild(configuration: "debug"))) {
            try FeatureFlag.withOverrides([.offForbiddenNoLocal: true]) {}
        }
        #expect(throws: OverrideRefusal(key: "offDisableOnlyNoLocal", reason: .constantInBuild(configuration: "debug")))
        {
            try FeatureFlag.withOverrides([.offDisableOnlyNoLocal: true]) {}
        }
    }

    @Test func variantsArePinnedByNameInsideTheScopeOnly() async throws {
        try FeatureFlag.withOverrides([.paywall: "trialFirst", .offAllowedLocal: true]) {
            #expect(FeatureFlag.PaywallVariant.current == .trialFirst)
            #expect(FeatureFlag.offAllowedLocal.isEnabled)
        }
        let seen = try await FeatureFlag.withOverrides([.paywall: "annualFirst"]) {
            await Task { FeatureFlag.PaywallVariant.current }.value
        }
        #expect(seen == .annualFirst)
        #expect(FeatureFlag.PaywallVariant.current == .control)
        let store = try FeatureFlag.isolatedStore(overriding: [.paywall: "trialFirst"])
        #expect(store.variant(FeatureFlag.PaywallVariant.self) == .trialFirst)
        #expect(store.evaluation(of: .paywall).source == .localOverride)
    }

    @Test func pinningAValueTheFlagDoesNotHaveIsAnErrorBeforeTheOperationRuns() {
        let variants: [FlagValue] = ["control", "annualFirst", "trialFirst"]
        var ran = false
        #expect(throws: OverrideRefusal(key: "paywall", reason: .unknownValue("annual", values: variants))) {
            try FeatureFlag.withOverrides([.paywall: "annual"]) { ran = true }
        }
        #expect(throws: OverrideRefusal(key: "paywall", reason: .unknownValue(false, values: variants))) {
            try FeatureFlag.withOverrides([.paywall: false]) { ran = true }
        }
        #expect(throws: OverrideRefusal(key: "bit0", reason: .unknownValue("on", values: [false, true]))) {
            try FeatureFlag.withOverrides([.bit0: "on"]) { ran = true }
        }
        #expect(!ran)
    }

    @Test func manualClockWakesSleepersOnlyWhenAdvanced() async throws {
        let clock = ManualClock()
        let start = clock.now
        let sleeper = Task { try await clock.sleep(for: 10) }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: 9)
        #expect(clock.sleeperCount == 1)
        clock.advance(by: 1)
        try await sleeper.value
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == start + 10)
    }

    @Test func manualClockSleepsAreCancellable() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: 60) }
        #expect(await clock.waitForSleepers(1))
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func scriptedSourcePlaysItsResponsesWithDelays() async throws {
        let clock = ManualClock()
        let v1 = Data(#"{"version": 1, "flags": {"bit1": true}}"#.utf8)
        let source = InMemoryPayloadSource(
            clock: clock,
            responses: [
                .init(.payload(v1, entityTag: "v1"), delay: 2),
                .init(.failure(PayloadSourceError(.timeout, "timed out")), delay: 30),
                .init(.payload(v1, entityTag: "v1")),
            ])
        let first = Task { try await source.fetch(ifNoneMatch: nil) }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: 2)
        #expect(try await first.value == .payload(v1, entityTag: "v1"))

        let second = Task { try await source.fetch(ifNoneMatch: "v1") }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: 30)
        await #expect(throws: PayloadSourceError(.timeout, "timed out")) { try await second.value }

        #expect(try await source.fetch(ifNoneMatch: "v1") == .unchanged)
        #expect(try await source.fetch(ifNoneMatch: "v0") == .payload(v1, entityTag: "v1"), "the last response repeats")
        #expect(source.requests == [nil, "v1", "v1", "v0"])
    }

    @Test func aStoreForAnyConfigurationWithoutRecompiling() {
        let release = FlagStore<FeatureFlag>(configuration: .release)
        #expect(!release.isEnabled(.killSwitch))
        #expect(FlagStore<FeatureFlag>(configuration: .qa).isEnabled(.onlyInQA))
    }
}
