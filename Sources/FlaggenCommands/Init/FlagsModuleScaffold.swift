import FlagGenerator
import FlagJSON

/// What `flaggen init` writes for a flags-only module named `target`: a manifest of example
/// flags, the one Swift file SwiftPM needs to keep the target, and the `Package.swift` lines
/// that declare it.
struct FlagsModuleScaffold {
    /// The module's name, a Swift identifier.
    let target: String
    /// What the manifest's `"$schema"` points at, relative to the manifest; `nil` for none.
    let schema: String?
    /// What `Package.swift` calls the FeatureFlagKit package: its identity.
    let dependency: String

    /// `flags.json`: the four default configurations and one example flag per rule form and per
    /// type of value, each explained in its description (JSON has no comments). `access` is
    /// public because the flags are read from other modules.
    var manifest: String {
        var members: [(key: String, value: JSONOutput)] = schema.map { [("$schema", .string($0))] } ?? []
        members += [
            ("version", .number(1)),
            ("access", .string("public")),
            ("configurations", .array(Self.configurations)),
            ("flags", .array(Self.flags)),
        ]
        return JSONOutput.object(members).text(singleLineFrom: 2) + "\n"
    }

    /// `<target>.swift`: without a Swift file SwiftPM drops the target before the plugin runs.
    var swiftFile: String {
        """
        // The \(target) module: its flags are in flags.json, from which FeatureFlagPlugin generates
        // `FeatureFlag` and `BuildConfiguration` at build time.
        //
        // SwiftPM drops a target that has no Swift source before any plugin runs, so this file is
        // what makes the module exist: keep it. It re-exports FeatureFlagKit, so code that reads the
        // flags needs `import \(target)` alone.
        @_exported import FeatureFlagKit

        """
    }

    /// The target to add to `Package.swift`, and a target that reads the flags.
    var packageLines: String {
        """
                .target(
                    name: "\(target)",
                    dependencies: [.product(name: "FeatureFlagKit", package: \(SwiftLiteral.string(dependency)))],
                    plugins: [.plugin(name: "FeatureFlagPlugin", package: \(SwiftLiteral.string(dependency)))]
                ),
                // Every target that reads the flags (the app, its extensions) depends on it:
                .executableTarget(name: "MyApp", dependencies: ["\(target)"]),

        """
    }

    private static let configurations: [JSONOutput] = [
        configuration("branchTest", "ALPHA_BUILD", "CI builds of branches: swift build -Xswiftc -DALPHA_BUILD."),
        configuration("prereleaseTesting", "INTERNAL_BUILD", "Internal betas: -Xswiftc -DINTERNAL_BUILD."),
        configuration(
            "localDeveloper", "DEBUG",
            "Debug builds. SwiftPM defines DEBUG in every debug build, so custom conditions go before this one."),
        configuration(
            "appStore", nil, "Release builds: the fallback, the one configuration without a condition, always last."),
    ]

    private static let flags: [JSONOutput] = [
        flag("exampleEverywhere", "Example (delete me): `true` is on in every configuration.", enabled: .bool(true)),
        flag(
            "exampleInDebug",
            "Example: a list is on in exactly those configurations; release builds leave out the code behind it.",
            enabled: .array([.string("localDeveloper")])),
        flag(
            "exampleExceptAppStore", "Example: `except` is on in every configuration but the ones listed.",
            enabled: .object([("except", .array([.string("appStore")]))])),
        flag(
            "exampleRemote",
            "Example: `false` is off everywhere; `remote: true` lets a remote payload turn it on or off under its `key`. "
                + "`local: false` would forbid local overrides.",
            enabled: .bool(false), extra: [("key", .string("example_remote")), ("remote", .bool(true))]),
        flag(
            "exampleKillSwitch",
            "Example: `remote: disable-only` is a kill switch a payload can only turn off. Add `expires` (YYYY-MM-DD): "
                + "after that day every use of the flag warns.",
            enabled: .bool(true), extra: [("remote", .string("disable-only")), ("owner", .string("your-team"))]),
        .object([
            ("name", .string("exampleExperiment")),
            (
                "description",
                .string(
                    "Example: `variants` instead of `enabled` makes an enum, FeatureFlag.ExampleExperimentVariant, "
                        + "read with `.current`; `value` is the compiled variant, and a payload's `split` assigns "
                        + "each user one; a local override picks one by name.")
            ),
            ("variants", .array([.string("control"), .string("treatment")])),
            ("value", .string("control")), ("remote", .bool(true)),
        ]),
        typedFlag(
            "exampleLimit",
            "Example: `type` instead of `enabled` makes a value, read with its Swift type as "
                + "FeatureFlag.Values.exampleLimit (an Int); `minimum` and `maximum` bound it, remote values too.",
            type: "integer", value: .integer(25),
            extra: [("minimum", .integer(1)), ("maximum", .integer(500)), ("remote", .bool(true))]),
        typedFlag(
            "exampleInterval",
            "Example: a double, compiled per configuration like a variant: 5 in debug builds, 300 elsewhere.",
            type: "double",
            value: .object([("in", .object([("localDeveloper", .integer(5))])), ("otherwise", .integer(300))]),
            extra: [("minimum", .integer(1))]),
        typedFlag(
            "exampleTitle",
            "Example: a string, at most `maxLength` UTF-8 bytes (4096 if omitted).",
            type: "string", value: .string("Welcome"), extra: [("maxLength", .integer(64)), ("remote", .bool(true))]),
    ]

    private static func typedFlag(
        _ name: String, _ description: String, type: String, value: JSONOutput,
        extra: [(key: String, value: JSONOutput)]
    ) -> JSONOutput {
        .object(
            [("name", .string(name)), ("description", .string(description)), ("type", .string(type)), ("value", value)]
                + extra)
    }

    private static func configuration(_ name: String, _ condition: String?, _ description: String) -> JSONOutput {
        .object(
            [("name", .string(name))] + (condition.map { [("condition", .string($0))] } ?? []) + [
                ("description", .string(description))
            ])
    }

    private static func flag(
        _ name: String, _ description: String, enabled: JSONOutput, extra: [(key: String, value: JSONOutput)] = []
    ) -> JSONOutput {
        .object([("name", .string(name)), ("description", .string(description)), ("enabled", enabled)] + extra)
    }
}
