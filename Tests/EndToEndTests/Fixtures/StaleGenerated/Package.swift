// swift-tools-version: 6.1
// Generated code committed from a flaggen older than the FeatureFlagKit it builds against,
// as a project that runs `flaggen generate` in a Run Script phase has it after an update:
// StaleFlags from before generated code declared a format, FormatOneFlags in format 1.
import PackageDescription

let package = Package(
    name: "StaleGenerated",
    dependencies: [.package(path: "../FeatureFlagKit")],
    targets: [
        .target(name: "StaleFlags", dependencies: [.product(name: "FeatureFlagKit", package: "FeatureFlagKit")]),
        .target(name: "FormatOneFlags", dependencies: [.product(name: "FeatureFlagKit", package: "FeatureFlagKit")]),
    ]
)
