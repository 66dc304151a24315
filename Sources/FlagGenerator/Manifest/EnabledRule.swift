/// A flag's `enabled` rule: in which configurations its compiled value is `true`.
package enum EnabledRule: Sendable, Hashable {
    /// `true`: on in every configuration.
    case always
    /// `false`: off in every configuration.
    case never
    /// `["a", "b"]`: on in exactly these configurations.
    case only([String])
    /// `{ "except": ["a"] }`: on in every configuration but these.
    case except([String])

    /// A Boolean value indicating whether the rule turns the flag on in `configuration`.
    package func isEnabled(in configuration: String) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .only(let names): names.contains(configuration)
        case .except(let names): !names.contains(configuration)
        }
    }

    /// The configurations, of `all`, in which the flag is on, in `all`'s order.
    package func enabledConfigurations(of all: [String]) -> [String] {
        all.filter(isEnabled(in:))
    }
}
