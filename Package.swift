// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FeatureFlagKit",
    // The oldest versions the newest Xcode builds for (watchOS 9 since Xcode 27), all of them with
    // Swift concurrency in the OS; PlatformTests fails on a minimum below them.
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // Flags, the store, remote payloads and their sources, local overrides, targeting, the
        // refresher and cache, and the Observation models: what an app needs.
        .library(name: "FeatureFlagKit", targets: ["FeatureFlagKit"]),
        // The in-app flags screen: its model, for any UI, and a SwiftUI view.
        .library(name: "FeatureFlagKitScreen", targets: ["FeatureFlagKitScreen"]),
        // Remote payloads from CloudKit records (Apple platforms).
        .library(name: "FeatureFlagKitCloudKit", targets: ["FeatureFlagKitCloudKit"]),
        // In-memory sources, caches and storages, a manual clock and per-test overrides, for tests and
        // SwiftUI previews; links no test framework.
        .library(name: "FeatureFlagKitTestSupport", targets: ["FeatureFlagKitTestSupport"]),
        // The `.flagOverrides([...])` Swift Testing trait; imports Testing, so for test targets only.
        .library(name: "FeatureFlagKitTesting", targets: ["FeatureFlagKitTesting"]),
        .executable(name: "flaggen", targets: ["flaggen"]),
        .plugin(name: "FeatureFlagPlugin", targets: ["FeatureFlagPlugin"]),
        .plugin(name: "FlagsCommandPlugin", targets: ["FlagsCommandPlugin"]),
        .plugin(name: "FlagsInitPlugin", targets: ["FlagsInitPlugin"]),
    ],
    targets: [
        // JSON with byte offsets, shared by the manifest reader and the payload decoder.
        .target(name: "FlagJSON"),
        // The rules the generator and the runtime must agree on, written once: how a manifest
        // spells a remote policy, when a flag is overridable, when a local override is honoured,
        // and the format of a row of the generated metadata table. Package-only: the runtime
        // declares the public types an app sees (`FlagMetadata`, `OverrideRefusal`) on top of it,
        // and the generator needs it without the runtime.
        .target(name: "ManifestVocabulary", dependencies: ["FlagJSON"]),
        // The manifest model, its validation and diagnostics, and Swift rendering, behind one
        // entry point from manifest bytes to files and diagnostics; it reads and writes no file.
        .target(name: "FlagGenerator", dependencies: ["FlagJSON", "ManifestVocabulary"]),
        // flaggen's command-line framework (arguments, help, streams, exit status, reading
        // manifests and writing files) and `flaggen generate`: all the build plugin's tool needs.
        .target(name: "FlaggenCommandLine", dependencies: ["FlagGenerator", "FlagJSON"]),
        // Every other flaggen command, testable in-process. Those that decode, validate or
        // simulate payloads use the runtime's own decoder and evaluator (its `package` API).
        .target(
            name: "FlaggenCommands",
            dependencies: ["FlaggenCommandLine", "FlagGenerator", "FeatureFlagKit", "ManifestVocabulary", "FlagJSON"]),
        .executableTarget(name: "flaggen", dependencies: ["FlaggenCommands"]),
        // The build plugin's tool (not a product): `generate` only, so a consumer's build compiles
        // FlagJSON, ManifestVocabulary, FlagGenerator and FlaggenCommandLine for it, never the
        // runtime and never the other commands.
        .executableTarget(name: "flaggen-generate", dependencies: ["FlaggenCommandLine"]),
        .plugin(
            name: "FeatureFlagPlugin",
            capability: .buildTool(),
            dependencies: ["flaggen-generate"]
        ),
        // `swift package flags <lint|unused|validate-remote|remote-template>`
        .plugin(
            name: "FlagsCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "flags", description: "Lint manifests, find unused flags, check or template remote payloads")),
            dependencies: ["flaggen"]
        ),
        // `swift package --allow-writing-to-package-directory flags-init [--target NAME]`: not a `flags`
        // subcommand, because SwiftPM asks for a plugin's write permission on every run of it.
        .plugin(
            name: "FlagsInitPlugin",
            capability: .command(
                intent: .custom(
                    verb: "flags-init",
                    description: "Create a flags-only module: flags.json and the Swift file SwiftPM needs"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Creates Sources/<Target>/flags.json and Sources/<Target>/<Target>.swift")
                ]),
            dependencies: ["flaggen"]
        ),
        // Atomic byte loads and stores for lock-free flag reads (C11 builtins, any OS version).
        .target(name: "CFlagAtomics"),
        // The runtime: every type an app sees, so that one `import FeatureFlagKit` and one DocC
        // catalog cover them (flags, store, payload decoding and validation, targeting rules,
        // versions and bucketing, overrides, sources, cache, refresher, Observation models).
        // The privacy manifest declares the required-reason APIs the library calls (checked by
        // PlatformTests against its sources).
        .target(
            name: "FeatureFlagKit", dependencies: ["FlagJSON", "ManifestVocabulary", "CFlagAtomics"],
            resources: [.copy("PrivacyInfo.xcprivacy")]),
        .target(name: "FeatureFlagKitScreen", dependencies: ["FeatureFlagKit"]),
        .target(name: "FeatureFlagKitCloudKit", dependencies: ["FeatureFlagKit", "FlagJSON"]),
        .target(name: "FeatureFlagKitTestSupport", dependencies: ["FeatureFlagKit"]),
        // Imports Testing; a separate product so that apps never link it.
        .target(name: "FeatureFlagKitTesting", dependencies: ["FeatureFlagKit", "FeatureFlagKitTestSupport"]),
        .executableTarget(
            name: "flags-demo",
            dependencies: ["FeatureFlagKit", "FeatureFlagKitScreen"],
            plugins: ["FeatureFlagPlugin"]
        ),
        // `swift run -c release flags-benchmark`; not a product.
        .executableTarget(
            name: "flags-benchmark",
            dependencies: ["FeatureFlagKit", "ManifestVocabulary", "CHeapUsage"],
            plugins: ["FeatureFlagPlugin"]
        ),
        .target(name: "CHeapUsage"),
        .testTarget(name: "FlagJSONTests", dependencies: ["FlagJSON"]),
        // Targeting rules, versions, bucketing, the remote policy and metadata rows, without a store.
        .testTarget(name: "FlagRuleTests", dependencies: ["FeatureFlagKit", "ManifestVocabulary", "FlagJSON"]),
        .testTarget(
            name: "FlagGeneratorTests", dependencies: ["FlagGenerator", "FeatureFlagKit", "ManifestVocabulary"],
            exclude: ["Golden"]),
        // In-process through FlaggenCommands, plus the `flaggen` executable for exit codes and wiring.
        .testTarget(
            name: "FlaggenTests",
            dependencies: ["FlaggenCommands", "FlaggenCommandLine", "FlagGenerator", "FeatureFlagKit"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "FeatureFlagKitTests",
            dependencies: [
                "FeatureFlagKit", "FeatureFlagKitScreen", "FeatureFlagKitCloudKit", "FeatureFlagKitTestSupport",
                "ManifestVocabulary", "flags-demo",
            ],
            plugins: ["FeatureFlagPlugin"]),
        .testTarget(
            name: "FeatureFlagKitTestingTests",
            dependencies: ["FeatureFlagKit", "FeatureFlagKitTestSupport", "FeatureFlagKitTesting"],
            plugins: ["FeatureFlagPlugin"]
        ),
        // Real nginx, a fault server and real files; `cache-writer` is the crash-test child process,
        // `override-writer` one of several processes sharing an override or install id file.
        .testTarget(
            name: "FeatureFlagKitNetworkTests",
            dependencies: ["FeatureFlagKit", "FeatureFlagKitTestSupport", "cache-writer", "override-writer"],
            exclude: ["Support/fault-server.py"],
            plugins: ["FeatureFlagPlugin"]
        ),
        .executableTarget(name: "cache-writer", dependencies: ["FeatureFlagKit"], path: "Tests/CacheWriter"),
        .executableTarget(
            name: "override-writer", dependencies: ["FeatureFlagKit"], path: "Tests/OverrideWriter",
            plugins: ["FeatureFlagPlugin"]),
        .testTarget(
            name: "SchemaTests",
            dependencies: ["FlagGenerator", "FeatureFlagKit", "FlagJSON", "FlaggenCommands", "FlaggenCommandLine"]),
        .testTarget(name: "EndToEndTests", exclude: ["Fixtures"]),
        // What only Apple's compilers and App Store checks would catch: APIs newer than the minimum
        // platforms without a guard, the privacy manifest against the APIs the sources call, and
        // the CloudKit and SwiftUI code type-checked against stand-ins of those frameworks.
        .testTarget(name: "PlatformTests", exclude: ["Fixtures"]),
        // Seeded fuzzing of the manifest reader, the payload decoder and the cache/override files.
        .testTarget(
            name: "FuzzTests", dependencies: ["FlagGenerator", "FlaggenCommands", "FeatureFlagKit"],
            plugins: ["FeatureFlagPlugin"]),
    ],
    swiftLanguageModes: [.v6]
)
