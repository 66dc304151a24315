import FeatureFlagKit

// The package's own flags.json, compiled by FeatureFlagPlugin into FeatureFlag and
// BuildConfiguration. Try `swift run -Xswiftc -DALPHA_BUILD flags-demo` or `-c release`.
print("Build configuration: \(BuildConfiguration.current.rawValue)\n")
let rows = FeatureFlag.allCases.map { flag in
    [
        flag.metadata.name,
        flag.isEnabled ? "on" : "off",
        flag.ruleSummary,
        flag.metadata.remotePolicy.summary,
        flag.metadata.allowsLocalOverride ? "allowed" : "never",
    ]
}
print(TextTable(header: ["flag", "value", "rule", "remote", "local"], rows: rows).text)
