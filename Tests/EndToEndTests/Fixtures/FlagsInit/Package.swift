// swift-tools-version: 6.1
// A package that already uses FeatureFlagKit, checked out as `feature-flags`, before
// `swift package flags-init`. InitEndToEndTests moves the copy of FeatureFlagKit there, runs the
// plugin here, replaces the app's target with the lines the plugin printed (the Flags target,
// and the app depending on it, under the dependency's identity) and builds the app.
import PackageDescription

let package = Package(
    name: "InitApp",
    platforms: [.macOS(.v12)],
    dependencies: [.package(path: "../feature-flags")],
    targets: [
        .executableTarget(name: "MyApp", dependencies: [.product(name: "FeatureFlagKit", package: "feature-flags")]),
    ]
)
