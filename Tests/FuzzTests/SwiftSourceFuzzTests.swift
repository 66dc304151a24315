import FlagGenerator
import FlaggenCommands
import Testing

extension Fuzz {
    /// `flaggen import` and `flaggen unused` on structure-aware Swift sources, with the promises
    /// of the other readers: a result or a diagnostic, within the slow-input limit, never a crash.
    @Suite struct SwiftSourceFuzzTests {
        /// Inputs per run by default: the generator's rare huge sources dominate the time.
        static let defaultIterations = 400
        /// Between the flags file and the configuration file of one input.
        static let separator = Array("\u{0}CONFIGURATION\u{0}".utf8)

        @Test func importEndsInAManifestOrAnError() throws {
            let run = try FuzzRun(parser: "import", defaultIterations: Self.defaultIterations)
            run.run(generate: Self.input, check: Self.importFlags)
        }

        @Test func unusedScanEndsInAResult() throws {
            let run = try FuzzRun(parser: "unused", defaultIterations: Self.defaultIterations)
            run.run(generate: Self.input, check: Self.scanForUses)
        }

        /// A flags file, and half the time a configuration file after ``separator``.
        static func input(_ random: inout SplitMix64) -> [UInt8] {
            var generator = SwiftSourceGenerator(random: random)
            defer { random = generator.random }
            let flags = generator.flagsFile()
            return random.oneIn(2) ? flags : flags + separator + generator.configurationFile()
        }

        /// The two files of an input.
        static func files(_ bytes: [UInt8]) -> (flags: [UInt8], configurations: [UInt8]?) {
            guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
                return (bytes, nil)
            }
            return (Array(bytes[..<start]), Array(bytes[(start + separator.count)...]))
        }

        /// What `flaggen import` makes of the files (read with U+FFFD where they are not UTF-8,
        /// which the command refuses before this); returns a broken promise, if any.
        static func importFlags(_ bytes: [UInt8]) -> String? {
            let (flags, configurations) = files(bytes)
            let result = FlagImporter.importFlags(
                from: .init(path: "Flags.swift", text: String(decoding: flags, as: UTF8.self)),
                configurations: configurations.map {
                    .init(path: "Configuration.swift", text: String(decoding: $0, as: UTF8.self))
                })
            guard result.manifest != nil || result.findings.contains(where: { $0.diagnostic.severity == .error }) else {
                return "The import ended without a manifest and without an error."
            }
            let lineCounts = ["Flags.swift": lines(flags), "Configuration.swift": configurations.map(lines) ?? 0]
            if let outside = result.findings.first(where: {
                $0.diagnostic.location.line < 1 || $0.diagnostic.location.line > lineCounts[$0.path, default: 0]
                    || $0.diagnostic.location.column < 1
            }) {
                return "A finding points outside its file: \(outside)."
            }
            if let manifest = result.manifest, result.isExact {
                let lint = ManifestDecoder.decode(Array(ImportedManifestWriter.json(manifest).utf8)).diagnostics.filter
                { $0.severity == .error }
                if let error = lint.first { return "The import was exact, but lint refuses what it wrote: \(error)." }
            }
            return nil
        }

        /// What `flaggen unused` finds in the flags file, as one of the sources it searches.
        static func scanForUses(_ bytes: [UInt8]) -> String? {
            let manifest = ManifestDecoder.decode(
                Array(#"{"version": 1, "flags": [{"name": "f1", "enabled": true}]}"#.utf8)
            ).manifest
            guard let manifest else { return "The scan's manifest was refused." }
            let sources = [files(bytes).flags, files(bytes).configurations ?? []].map {
                UnusedFlagsCheck.SourceFile(path: "Source.swift", contents: String(decoding: $0, as: UTF8.self))
            }
            _ = UnusedFlagsCheck.unreferencedFlags(in: manifest, sources: sources)
            return nil
        }

        private static func lines(_ bytes: [UInt8]) -> Int {
            bytes.count { $0 == UInt8(ascii: "\n") } + 1
        }
    }
}
