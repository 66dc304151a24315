// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "FeatureFlagKit",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "FeatureFlagKit", targets: ["FeatureFlagKit"]),
        .executable(name: "flaggen", targets: ["flaggen"]),
        .plugin(name: "FeatureFlagPlugin", targets: ["FeatureFlagPlugin"]),
    ],
    targets: [
        // JSON with byte offsets, shared by the manifest reader and the payload decoder.
        .target(name: "FlagJSON"),
        .target(name: "FlagGenerator", dependencies: ["FlagJSON"]),
        .executableTarget(name: "flaggen", dependencies: ["FlagGenerator"]),
        .plugin(
            name: "FeatureFlagPlugin",
            capability: .buildTool(),
            dependencies: ["flaggen"]
        ),
        // Atomic byte loads and stores for lock-free flag reads (C11 builtins, any OS version).
        .target(name: "CFlagAtomics"),
        .target(name: "FeatureFlagKit", dependencies: ["FlagJSON", "CFlagAtomics"]),
        .executableTarget(
            name: "flags-demo",
            dependencies: ["FeatureFlagKit"],
            plugins: ["FeatureFlagPlugin"]
        ),
        .testTarget(name: "FlagJSONTests", dependencies: ["FlagJSON"]),
        .testTarget(name: "FlagGeneratorTests", dependencies: ["FlagGenerator"], exclude: ["Golden"]),
        .testTarget(name: "FlaggenTests"),
        .testTarget(name: "FeatureFlagKitTests", dependencies: ["FeatureFlagKit"], plugins: ["FeatureFlagPlugin"]),
        .testTarget(name: "EndToEndTests", exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
