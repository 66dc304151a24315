import FeatureFlagKit
import Foundation
import Testing

extension Fuzz {
    /// The remote payload decoder and applying its result to a store, in every configuration.
    @Suite struct PayloadFuzzTests {
        /// Inputs per run by default, so that the whole target stays under 60 s of a debug build on
        /// 2 busy cores (measured: 5.7 s at a load average of 7.5).
        static let defaultIterations = 500

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func payloadsEndInAnUpdateOrARejection() throws {
            let run = try FuzzRun(parser: "payload", defaultIterations: Self.defaultIterations)
            run.run(generate: Self.input, check: Self.apply)
        }

        /// The one reader of rules keeps its promises against the document as ``JSONParser``
        /// reads it: syntax is judged the same (same message, same place), every entry of the
        /// first `"flags"` object either decodes with the values it wrote or is reported, and
        /// nothing else decodes.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func theRuleReaderAgreesWithTheDocument() throws {
            let run = try FuzzRun(parser: "payload rules", defaultIterations: Self.defaultIterations)
            run.run(generate: Self.nearMissInput, check: PayloadDocumentModel.brokenPromise)
        }

        /// A payload of nearly valid rules half the time, a fuzz input otherwise.
        static func nearMissInput(_ random: inout SplitMix64) -> [UInt8] {
            guard random.oneIn(2) else { return input(&random) }
            var generator = NearMissRuleGenerator(json: RandomJSON(random: random))
            defer { random = generator.json.random }
            return generator.payload()
        }

        /// A structure-aware payload half the time, a mutated one otherwise (of the corpus or
        /// of a generated payload).
        static func input(_ random: inout SplitMix64) -> [UInt8] {
            var generator = PayloadGenerator(random: random)
            let generated = generator.payload()
            random = generator.json.random
            guard !random.oneIn(2) else { return generated }
            let base = random.oneIn(2) ? random.pick(Corpus.payloads) : generated
            return ByteMutator.mutate(base, splicing: random.pick(Corpus.payloads), random: &random)
        }

        /// Devices the rules are evaluated for: the generator's unit and versions, and one
        /// that knows nothing but its unit.
        static let contexts = [
            TargetingContext(
                unitID: "unit-1", appVersion: Version("24.3"), build: Version("1520"), osVersion: Version("17.4"),
                platform: .iOS),
            TargetingContext(unitID: "someone else", platform: nil),
        ]

        /// Decodes `bytes`, then applies them to a new store of each configuration, and
        /// evaluates the rules again for each context; returns a broken promise, if any: a
        /// value a flag's remote policy forbids, or a typed value of the wrong type, out of its
        /// bounds, or on a flag no payload may change.
        static func apply(_ bytes: [UInt8]) -> String? {
            do {
                let payload = try RemotePayload.decode(bytes).payload
                var locator = payload.locator()
                if let entry = payload.entries.first(where: { locator.diagnostic("", about: $0).line == nil }) {
                    return "Entry '\(entry.key)' has no location in the document."
                }
            } catch {
                if error.message.isEmpty { return "A rejection has no message." }
            }
            for configuration in FeatureFlag.Configuration.allCases {
                let store = FlagStore<FeatureFlag>(configuration: configuration)
                _ = try? store.applyRemotePayload(Data(bytes))
                if let violation = PolicyCheck.remoteViolation(in: store) { return violation }
                if let violation = TypedValueCheck.violation(in: store) { return violation }
                for context in Self.contexts {
                    store.setTargeting(context)
                    if let violation = PolicyCheck.remoteViolation(in: store) { return violation }
                    if let violation = TypedValueCheck.violation(in: store) { return violation }
                }
                _ = store.report().text
            }
            return nil
        }
    }
}
