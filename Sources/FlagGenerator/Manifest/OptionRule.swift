/// A variant flag's `value`: which option it is compiled to in each configuration.
package struct OptionRule: Sendable, Equatable {
    /// The options named for single configurations (`"in"`), in configuration order.
    package var byConfiguration: [(configuration: String, option: String)]
    /// The option of every other configuration (a plain name, or `"otherwise"`); `nil` when
    /// `byConfiguration` names every configuration.
    package var otherwise: String?

    package init(byConfiguration: [(configuration: String, option: String)] = [], otherwise: String?) {
        self.byConfiguration = byConfiguration
        self.otherwise = otherwise
    }

    /// The option in `configuration`.
    package func option(in configuration: String) -> String {
        guard let option = byConfiguration.first(where: { $0.configuration == configuration })?.option ?? otherwise
        else { preconditionFailure("a decoded rule names an option for every configuration") }
        return option
    }

    package static func == (lhs: OptionRule, rhs: OptionRule) -> Bool {
        lhs.otherwise == rhs.otherwise
            && lhs.byConfiguration.map(\.configuration) == rhs.byConfiguration.map(\.configuration)
            && lhs.byConfiguration.map(\.option) == rhs.byConfiguration.map(\.option)
    }
}
