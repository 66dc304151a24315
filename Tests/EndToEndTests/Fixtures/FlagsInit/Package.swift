// swift-tools-version: 6.1
// A package that already uses FeatureFlagKit, before `swift package flags-init`.
// InitEndToEndTests runs the plugin here, replaces the app's target with the lines the plugin
// printed (the Flags target, and the app depending on it) and builds the app.
import PackageDescription

let package = Package(
    name: "InitApp",
    platforms: [.macOS(.v12)],
    dependencies: [.package(path: "../FeatureFlagKit")],
    targets: [
        .executableTarget(name: "MyApp", dependencies: [.product(name: "FeatureFlagKit", package: "FeatureFlagKit")]),
    ]
)
