/// The names of the flags that are on in this build.
public func enabledFlagNames() -> [String] {
    FeatureFlag.allCases.filter(\.isEnabled).map(\.metadata.name)
}
