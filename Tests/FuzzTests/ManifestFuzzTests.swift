import FeatureFlagKit
import FlagGenerator
import FlagJSON
import ManifestVocabulary
import Testing

extension Fuzz {
    /// The manifest reader, as `flaggen lint` runs it, and the generator on what it accepts.
    @Suite struct ManifestFuzzTests {
        /// Inputs per run by default, so that the whole target stays under 60 s of a debug build on
        /// 2 busy cores (measured: 4.8 s at a load average of 7.5).
        static let defaultIterations = 1_200

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func manifestReaderEndsInAManifestOrAnError() throws {
            let run = try FuzzRun(parser: "manifest", defaultIterations: Self.defaultIterations)
            run.run(generate: Self.input, check: Self.lint)
        }

        /// A structure-aware manifest one time in three, a mutated corpus manifest otherwise.
        static func input(_ random: inout SplitMix64) -> [UInt8] {
            if random.oneIn(3) {
                var generator = ManifestGenerator(random: random, maximumConditionTerms: 1_000)
                defer { random = generator.json.random }
                return generator.manifest()
            }
            return ByteMutator.mutate(
                random.pick(Corpus.manifests), splicing: random.pick(Corpus.manifests), random: &random)
        }

        /// What `flaggen lint` and `generate` do with the bytes; returns a broken promise, if any.
        static func lint(_ bytes: [UInt8]) -> String? {
            let today = CalendarDate(year: 2027, month: 1, day: 1)
            let result = GeneratorPipeline.run(bytes, sourceName: "flags.json", today: today)
            let diagnostics = result.diagnostics
            if result.manifest == nil, !diagnostics.containsErrors {
                return "The manifest was refused without an error."
            }
            let lineCount = bytes.count { $0 == UInt8(ascii: "\n") } + 1
            if let outside = diagnostics.first(where: {
                $0.location.line < 1 || $0.location.line > lineCount || $0.location.column < 1
            }) {
                return "A diagnostic points outside the document (\(lineCount) lines): \(outside)."
            }
            _ = diagnostics.inFileOrder.map { $0.formatted(path: "flags.json") }
            if let manifest = result.manifest { return typedValueViolation(in: manifest) }
            return nil
        }

        /// The first compiled value of an accepted manifest's typed flags that is not of its type
        /// or outside its bounds, in some configuration: the manifest reader must have refused it.
        static func typedValueViolation(in manifest: Manifest) -> String? {
            for flag in manifest.flags {
                guard case .typed(let type, let rule) = flag.value else { continue }
                if case .string(let maxLength) = type, !(1...ValueType.maxLengthCeiling).contains(maxLength) {
                    return "Flag '\(flag.name)' was accepted with maxLength \(maxLength)."
                }
                if case .integer(let minimum?, let maximum?) = type, minimum > maximum {
                    return "Flag '\(flag.name)' was accepted with a minimum above its maximum."
                }
                if case .double(let minimum?, let maximum?) = type, minimum > maximum {
                    return "Flag '\(flag.name)' was accepted with a minimum above its maximum."
                }
                if flag.remote == .disableOnly {
                    return "Typed flag '\(flag.name)' was accepted with \"remote\": \"disable-only\"."
                }
                if flag.appVariant != nil {
                    return "Typed flag '\(flag.name)' was accepted with an app variant (\"if\")."
                }
                for configuration in manifest.configurationNames {
                    let value: FlagValue =
                        switch rule.value(in: configuration) {
                        case .integer(let integer): .integer(integer)
                        case .double(let double): .double(double)
                        case .string(let string): .string(string)
                        }
                    if let problem = TypedValueCheck.violation(of: value, as: type) {
                        return "Flag '\(flag.name)' was accepted with \(value) in \(configuration): \(problem)."
                    }
                }
            }
            return nil
        }
    }
}
