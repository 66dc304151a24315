// swift-tools-version: 6.1
// The round trip of `flaggen import`: each original flags file is compiled once per build
// configuration, in a module of its own with that configuration's condition defined, next to
// the code generated from its imported flags.json. The tests build it in release, where SwiftPM
// defines no DEBUG, copy the originals into the `<Fixture>_<configuration>` folders, and write
// each module's comparison file and each imported manifest.
import PackageDescription

let plugin: [Target.PluginUsage] = [.plugin(name: "FeatureFlagPlugin", package: "FeatureFlagKit")]
let runtime: [Target.Dependency] = [.product(name: "FeatureFlagKit", package: "FeatureFlagKit")]

/// Each fixture's configurations and the condition that selects each (`nil`: the fallback),
/// and the app variant's conditions, defined in all its targets (the imported one included).
let fixtures: [(name: String, configurations: [(name: String, condition: String?)], variant: [String])] = [
    ("WordPress", [("a8cBranchTest", "ALPHA_BUILD"), ("a8cPrereleaseTesting", "INTERNAL_BUILD"), ("localDeveloper", "DEBUG"), ("appStore", nil)], []),
    ("Acme", [("beta", "BETA"), ("debug", "DEBUG"), ("release", nil)], []),
    ("Unsupported", [("branchTest", "ALPHA_BUILD"), ("prereleaseTesting", "INTERNAL_BUILD"), ("localDeveloper", "DEBUG"), ("appStore", nil)], []),
    // Originals/Jetpack twice: the Jetpack app (JETPACK defined) and the WordPress app.
    ("Jetpack", [("a8cBranchTest", "ALPHA_BUILD"), ("a8cPrereleaseTesting", "INTERNAL_BUILD"), ("localDeveloper", "DEBUG"), ("appStore", nil)], ["JETPACK"]),
    ("WordPressApp", [("a8cBranchTest", "ALPHA_BUILD"), ("a8cPrereleaseTesting", "INTERNAL_BUILD"), ("localDeveloper", "DEBUG"), ("appStore", nil)], []),
]

let originals: [Target] = fixtures.flatMap { fixture in
    fixture.configurations.map { configuration in
        .target(
            name: "\(fixture.name)_\(configuration.name)", dependencies: [.target(name: "\(fixture.name)Imported")],
            swiftSettings: ([configuration.condition].compactMap { $0 } + fixture.variant).map { .define($0) })
    }
}

let package = Package(
    name: "ImportRoundTrip",
    platforms: [.macOS(.v12)],
    dependencies: [.package(path: "../FeatureFlagKit")],
    targets: fixtures.map {
        .target(name: "\($0.name)Imported", dependencies: runtime, swiftSettings: $0.variant.map { .define($0) }, plugins: plugin)
    } + originals + [
        .executableTarget(
            name: "roundtrip",
            dependencies: fixtures.flatMap { fixture in fixture.configurations.map { .target(name: "\(fixture.name)_\($0.name)") } }),
    ]
)
