import FeatureFlagKit

// The package's own flags.json, compiled by FeatureFlagPlugin into FeatureFlag and
// BuildConfiguration. Try `swift run -Xswiftc -DALPHA_BUILD flags-demo` or `-c release`.
print(FeatureFlag.sharedStore.report().text)
