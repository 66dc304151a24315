/// The variant each configuration compiles `checkoutFlow` to, read without recompiling.
public func checkoutFlowByConfiguration() -> [String] {
    BuildConfiguration.allCases.map { "\($0.rawValue)=\(FeatureFlag.CheckoutFlowVariant.value(in: $0).rawValue)" }
}
