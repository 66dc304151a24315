/// A flag's `value`: what it is compiled to in each configuration, a variant's name for a
/// variant flag (``OptionRule``) or a literal for a typed flag (``TypedRule``).
package struct ConfigurationRule<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The values named for single configurations (`"in"`), in configuration order.
    package var byConfiguration: [(configuration: String, value: Value)]
    /// The value of every other configuration (a plain value, or `"otherwise"`); `nil` when
    /// `byConfiguration` names every configuration.
    package var otherwise: Value?

    package init(byConfiguration: [(configuration: String, value: Value)] = [], otherwise: Value?) {
        self.byConfiguration = byConfiguration
        self.otherwise = otherwise
    }

    /// The value in `configuration`.
    package func value(in configuration: String) -> Value {
        guard let value = byConfiguration.first(where: { $0.configuration == configuration })?.value ?? otherwise
        else { preconditionFailure("a decoded rule names a value for every configuration") }
        return value
    }

    /// Every value the rule compiles to, each once, in the order `configurations` first reach it,
    /// with the configurations that have it.
    package func groups(of configurations: [String]) -> [(value: Value, configurations: [String])] {
        var groups: [(value: Value, configurations: [String])] = []
        for configuration in configurations {
            let value = value(in: configuration)
            if let index = groups.firstIndex(where: { $0.value == value }) {
                groups[index].configurations.append(configuration)
            } else {
                groups.append((value, [configuration]))
            }
        }
        return groups
    }

    package static func == (lhs: ConfigurationRule, rhs: ConfigurationRule) -> Bool {
        lhs.otherwise == rhs.otherwise
            && lhs.byConfiguration.map(\.configuration) == rhs.byConfiguration.map(\.configuration)
            && lhs.byConfiguration.map(\.value) == rhs.byConfiguration.map(\.value)
    }
}

/// A variant flag's `value`: which of its options it is compiled to in each configuration.
package typealias OptionRule = ConfigurationRule<String>

/// A typed flag's `value`: the literal it is compiled to in each configuration.
package typealias TypedRule = ConfigurationRule<TypedLiteral>
