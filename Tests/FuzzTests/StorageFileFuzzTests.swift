import FeatureFlagKit
import Foundation
import Testing

extension Fuzz {
    /// The payload cache and local override files, read from real files by the real readers
    /// and handed to a store as an app's start does.
    @Suite struct StorageFileFuzzTests {
        /// Inputs per run by default, for each file, so that the whole target stays under 60 s of a debug build on
        /// 2 busy cores (measured: 4.9 s and 3.9 s at a load average of 7.5).
        static let defaultIterations = 400

        private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "FuzzTests-\(UUID().uuidString)")

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func cacheFilesEndInAPayloadOrAnError() throws {
            let run = try FuzzRun(parser: "cache file", defaultIterations: Self.defaultIterations)
            try withFolder { file in
                try run.run(generate: Self.cacheFile) { bytes in try Self.loadCache(bytes, file: file) }
            }
        }

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func overrideFilesEndInOverridesOrAnError() throws {
            let run = try FuzzRun(parser: "override file", defaultIterations: Self.defaultIterations)
            try withFolder { file in
                try run.run(generate: Self.overrideFile) { bytes in try Self.loadOverrides(bytes, file: file) }
            }
        }

        private func withFolder(_ body: (URL) throws -> Void) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try body(folder.appendingPathComponent("fuzzed.json"))
        }

        // MARK: Cache

        /// A cache file whose header, payload or whole bytes are mutated; a mutated header or
        /// payload is sealed with a matching checksum most of the time, so it gets past it.
        static func cacheFile(_ random: inout SplitMix64) -> [UInt8] {
            var image = CacheFileImage(payload: PayloadFuzzTests.input(&random))
            let other = CacheFileImage(payload: random.pick(Corpus.payloads))
            switch random.int(0...3) {
            case 0: return ByteMutator.mutate(image.sealed, splicing: other.sealed, random: &random)
            case 1: image.header = ByteMutator.mutate(image.header, splicing: other.header, random: &random)
            case 2: image.header = headerOfRandomShape(&random)
            default: break
            }
            return random.oneIn(8)
                ? ByteMutator.mutate(image.sealed, splicing: other.sealed, random: &random) : image.sealed
        }

        private static func headerOfRandomShape(_ random: inout SplitMix64) -> [UInt8] {
            var json = RandomJSON(random: random)
            let fields = json.someKeys(["entityTag", "fetchedAt"]).map { key in
                (key, { (json: inout RandomJSON) in json.usually { $0.number() } })
            }
            let header = json.object(fields)
            random = json.random
            return Array(header.replacingOccurrences(of: "\n", with: " ").utf8)
        }

        /// Loads the cache from `file` and applies what it holds, as a refresher's start does.
        static func loadCache(_ bytes: [UInt8], file: URL) throws -> String? {
            try Data(bytes).write(to: file)
            let cached: CachedPayload?
            do {
                cached = try FilePayloadCache(url: file).load()
            } catch {
                return error.description.isEmpty ? "A cache error has no message." : nil
            }
            guard let cached else { return "An existing cache file loaded as no cache." }
            let store = FlagStore<FeatureFlag>(configuration: .debug)
            _ = try? store.applyRemotePayload(cached.data, fetchedAt: cached.fetchedAt)
            return PolicyCheck.remoteViolation(in: store)
        }

        // MARK: Local overrides

        /// A mutated corpus document, or one of random shape.
        static func overrideFile(_ random: inout SplitMix64) -> [UInt8] {
            if random.oneIn(2) {
                return ByteMutator.mutate(
                    random.pick(Corpus.overrideDocuments), splicing: random.pick(Corpus.overrideDocuments),
                    random: &random)
            }
            var json = RandomJSON(random: random)
            let overrides: (inout RandomJSON) -> String = { json in
                let count = json.random.length(upTo: 200)
                let entries = (0..<count).map { _ in
                    (
                        json.string(from: PayloadGenerator.keys),
                        { (json: inout RandomJSON) in json.usually { $0.random.pick(["true", "false"]) } }
                    )
                }
                return json.object(entries)
            }
            let document = json.object([
                ("\"version\"", { $0.usually { _ in "1" } }), ("\"overrides\"", { $0.usually(overrides) }),
            ])
            random = json.random
            return Array(document.utf8)
        }

        /// Loads overrides from `file` directly and through stores of every configuration.
        static func loadOverrides(_ bytes: [UInt8], file: URL) throws -> String? {
            try Data(bytes).write(to: file)
            let storage = LocalOverrideStorage.file(file)
            let isReadable = (try? storage.medium.loadOverrides()) != nil
            for configuration in FeatureFlag.Configuration.allCases {
                let diagnostics = DiagnosticRecorder()
                let store = FlagStore<FeatureFlag>(
                    configuration: configuration, localOverrideStorage: storage,
                    onDiagnostic: diagnostics.record)
                if !isReadable && diagnostics.all.isEmpty {
                    return "Unreadable overrides were ignored without a diagnostic."
                }
                if let violation = PolicyCheck.localViolation(in: store) { return violation }
            }
            return nil
        }
    }
}
