/// Renders "is `variable` one of these configurations?" as the shortest chain of comparisons.
///
/// Plain `==`/`!=` comparisons fold to a constant when `variable` is `BuildConfiguration.current`,
/// which a `Set` lookup does not.
enum ConfigurationTest {
    static func expression(enabledIn enabled: [String], of all: [String], variable: String) -> String {
        if enabled.count == all.count { return "true" }
        if enabled.isEmpty { return "false" }
        let enabledSet = Set(enabled)
        let disabled = all.filter { !enabledSet.contains($0) }
        if enabled.count <= disabled.count {
            return enabled.map { "\(variable) == .\(SwiftIdentifier.member($0))" }.joined(separator: " || ")
        }
        return disabled.map { "\(variable) != .\(SwiftIdentifier.member($0))" }.joined(separator: " && ")
    }
}
