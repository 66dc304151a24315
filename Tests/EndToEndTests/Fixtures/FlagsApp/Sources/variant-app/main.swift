import MultivariateFlags

switch FeatureFlag.checkoutFlow {
case .control:
    print("MARKER_CHECKOUT_CONTROL_2a61")
case .oneStep:
    print("MARKER_CHECKOUT_ONE_STEP_8e04")
case .express:
    print("MARKER_CHECKOUT_EXPRESS_5bd7")
}
switch FeatureFlag.statsLayout {
case .list:
    print("MARKER_STATS_LIST_c3f0")
case .grid:
    print("MARKER_STATS_GRID_71a9")
}
print("by configuration: \(checkoutFlowByConfiguration().joined(separator: ","))")
