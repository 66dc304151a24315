// swift-tools-version: 6.1
// A target that uses FeatureFlagPlugin but has no flags.json anywhere.
import PackageDescription

let package = Package(
    name: "NoManifest",
    dependencies: [.package(path: "../FeatureFlagKit")],
    targets: [
        .target(
            name: "Lonely",
            dependencies: [.product(name: "FeatureFlagKit", package: "FeatureFlagKit")],
            plugins: [.plugin(name: "FeatureFlagPlugin", package: "FeatureFlagKit")])
    ]
)
