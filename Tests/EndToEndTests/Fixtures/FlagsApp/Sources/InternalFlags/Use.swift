func describeFlags() -> String {
    "\(FeatureFlag.internalFlag.isEnabled) \(FeatureFlag.`in`.isEnabled(in: .appStore)) \(BuildConfiguration.current ~= [.appStore])"
}
