public let rootFlagIsOn = FeatureFlag.fromPackageRoot.isEnabled
