// swift-tools-version: 6.2
// A package that uses FeatureFlagPlugin the way an app would. The end-to-end tests copy it
// next to a copy of FeatureFlagKit, so the path below is always "../FeatureFlagKit".
import PackageDescription

let plugin: [Target.PluginUsage] = [.plugin(name: "FeatureFlagPlugin", package: "FeatureFlagKit")]
let runtime: [Target.Dependency] = [.product(name: "FeatureFlagKit", package: "FeatureFlagKit")]

let package = Package(
    name: "FlagsApp",
    platforms: [.macOS(.v12)],
    dependencies: [.package(path: "../FeatureFlagKit")],
    targets: [
        // Public flags in their own module, used by the app: checks folding across modules.
        .target(name: "AppFlags", dependencies: runtime, plugins: plugin),
        // 1,500 flags, written by the tests: code behind off flags must vanish at that size too.
        .target(name: "ManyFlags", dependencies: runtime, plugins: plugin),
        // Typed flags: integers, doubles and strings per configuration, two of them locked.
        .target(name: "TypedFlags", dependencies: runtime, plugins: plugin),
        .executableTarget(name: "fixture-app", dependencies: ["AppFlags", "ManyFlags", "TypedFlags"] + runtime),
        // Variant flags, public in their own module, switched over by an app of their own.
        .target(name: "MultivariateFlags", dependencies: runtime, plugins: plugin),
        .executableTarget(name: "variant-app", dependencies: ["MultivariateFlags"] + runtime),
        // The other access levels, and a target whose code is main-actor isolated by default.
        .target(name: "InternalFlags", dependencies: runtime, plugins: plugin),
        .target(name: "PackageFlags", dependencies: runtime, plugins: plugin),
        .target(
            name: "MainActorFlags", dependencies: runtime,
            swiftSettings: [.defaultIsolation(MainActor.self)], plugins: plugin),
        // No flags.json of its own: uses the one at the package root.
        .target(name: "RootManifest", dependencies: runtime, plugins: plugin),
    ] + goldenTargets
)

/// The golden manifests of FlagGeneratorTests, copied in by the tests, must compile too.
var goldenTargets: [Target] {
    ["Defaults", "HostileText", "Multivariate", "NoFlags", "OneFlag", "Typed", "Variants", "Wordpress"].map {
        .target(name: "Golden\($0)", dependencies: runtime, plugins: plugin)
    }
}
