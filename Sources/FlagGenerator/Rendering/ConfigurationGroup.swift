/// The configurations that share one arm of a `switch configuration`, and what it returns.
struct ConfigurationGroup: Hashable {
    /// The configuration names, in manifest order.
    var configurations: [String]
    /// The expression the arm returns.
    var result: String
}
