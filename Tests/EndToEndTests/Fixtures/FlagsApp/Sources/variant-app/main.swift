import MultivariateFlags

switch FeatureFlag.CheckoutFlowVariant.current {
case .control:
    print("MARKER_CHECKOUT_CONTROL_2a61")
case .oneStep:
    print("MARKER_CHECKOUT_ONE_STEP_8e04")
case .express:
    print("MARKER_CHECKOUT_EXPRESS_5bd7")
}
switch FeatureFlag.StatsLayoutVariant.current {
case .list:
    print("MARKER_STATS_LIST_c3f0")
case .grid:
    print("MARKER_STATS_GRID_71a9")
}
// A remote flag: read from the store, so every arm stays in a release build.
switch FeatureFlag.PaywallVariant.current {
case .off:
    print("MARKER_PAYWALL_OFF_d8b2")
case .soft:
    print("MARKER_PAYWALL_SOFT_46fe")
case .hard:
    print("MARKER_PAYWALL_HARD_93c0")
}
print("by configuration: \(checkoutFlowByConfiguration().joined(separator: ","))")
