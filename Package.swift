// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FeatureFlagKit",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    products: [
        // Flags, the store, remote payloads and their sources, local overrides, targeting, the
        // refresher and cache, and the Observation models: what an app needs.
        .library(name: "FeatureFlagKit", targets: ["FeatureFlagKit"]),
        // The in-app flags screen: its model, for any UI, and a SwiftUI view.
        .library(name: "FeatureFlagKitScreen", targets: ["FeatureFlagKitScreen"]),
        // Overrides from CloudKit records (Apple platforms).
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
        // The manifest's vocabulary, all the generator needs of the shared model: remote policy,
        // overridability, override refusals, flag metadata and its table row format.
        .target(name: "FlagContract", dependencies: ["FlagJSON"]),
        // What else the generator's tools and the runtime must agree on, written once (and
        // FlagContract, re-exported): the catalog, payload decoding and validation, targeting
        // rules, versions and bucketing.
        .target(name: "FlagModel", dependencies: ["FlagJSON", "FlagContract"]),
        .target(name: "FlagGenerator", dependencies: ["FlagJSON", "FlagContract"]),
        // `flaggen generate` and what every flaggen command is built from: arguments, help,
        // manifest loading, output; all the build plugin's tool needs.
        .target(name: "FlaggenGenerate", dependencies: ["FlagGenerator", "FlagJSON"]),
        // Every other flaggen command, testable in-process; never the runtime.
        .target(name: "FlaggenCore", dependencies: ["FlaggenGenerate", "FlagGenerator", "FlagModel", "FlagJSON"]),
        .executableTarget(name: "flaggen", dependencies: ["FlaggenCore"]),
        // The build plugin's tool (not a product): `generate` only, so a consumer's build compiles
        // FlagJSON, FlagContract, FlagGenerator and FlaggenGenerate for it, not FlagModel.
        .executableTarget(name: "flaggen-generate", dependencies: ["FlaggenGenerate"]),
        .plugin(
            name: "FeatureFlagPlugin",
            capability: .buildTool(),
            dependencies: ["flaggen-generate"]
        ),
        // `swift package flags <lint|unused|validate-remote|remote-template>`
        .plugin(
            name: "FlagsCommandPlugin",
            capability: .command(
                intent: .custom(verb: "flags", description: "Lint manifests, find unused flags, check or template remote payloads")),
            dependencies: ["flaggen"]
        ),
        // `swift package --allow-writing-to-package-directory flags-init [--target NAME]`: not a `flags`
        // subcommand, because SwiftPM asks for a plugin's write permission on every run of it.
        .plugin(
            name: "FlagsInitPlugin",
            capability: .command(
                intent: .custom(verb: "flags-init", description: "Create a flags-only module: flags.json and the Swift file SwiftPM needs"),
                permissions: [.writeToPackageDirectory(reason: "Creates Sources/<Target>/flags.json and Sources/<Target>/<Target>.swift")]),
            dependencies: ["flaggen"]
        ),
        // Atomic byte loads and stores for lock-free flag reads (C11 builtins, any OS version).
        .target(name: "CFlagAtomics"),
        // The privacy manifest declares the required-reason APIs the library calls (checked by
        // PlatformTests against its sources).
        .target(
            name: "FeatureFlagKit", dependencies: ["FlagJSON", "FlagModel", "CFlagAtomics"],
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
            dependencies: ["FeatureFlagKit", "CHeapUsage"],
            plugins: ["FeatureFlagPlugin"]
        ),
        .target(name: "CHeapUsage"),
        .testTarget(name: "FlagJSONTests", dependencies: ["FlagJSON"]),
        .testTarget(name: "FlagModelTests", dependencies: ["FlagModel", "FlagJSON"]),
        .testTarget(name: "FlagGeneratorTests", dependencies: ["FlagGenerator", "FlagModel"], exclude: ["Golden"]),
        // In-process through FlaggenCore, plus the `flaggen` executable for exit codes and wiring.
        .testTarget(name: "FlaggenTests", dependencies: ["FlaggenCore"], exclude: ["Fixtures"]),
        .testTarget(
            name: "FeatureFlagKitTests",
            dependencies: [
                "FeatureFlagKit", "FeatureFlagKitScreen", "FeatureFlagKitCloudKit", "FeatureFlagKitTestSupport", "FlagModel", "flags-demo",
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
            dependencies: ["FeatureFlagKit", "cache-writer", "override-writer"],
            exclude: ["Support/fault-server.py"],
            plugins: ["FeatureFlagPlugin"]
        ),
        .executableTarget(name: "cache-writer", dependencies: ["FeatureFlagKit"], path: "Tests/CacheWriter"),
        .executableTarget(
            name: "override-writer", dependencies: ["FeatureFlagKit"], path: "Tests/OverrideWriter",
            plugins: ["FeatureFlagPlugin"]),
        .testTarget(name: "SchemaTests", dependencies: ["FlagGenerator", "FeatureFlagKit", "FlagModel", "FlagJSON", "FlaggenCore"]),
        .testTarget(name: "EndToEndTests", exclude: ["Fixtures"]),
        // What only Apple's compilers and App Store checks would catch: APIs newer than the minimum
        // platforms without a guard, and the privacy manifest against the APIs the sources call.
        .testTarget(name: "PlatformTests"),
        // Seeded fuzzing of the manifest reader, the payload decoder and the cache/override files.
        .testTarget(name: "FuzzTests", dependencies: ["FlagGenerator", "FlaggenCore", "FeatureFlagKit"], plugins: ["FeatureFlagPlugin"]),
    ],
    swiftLanguageModes: [.v6]
)
