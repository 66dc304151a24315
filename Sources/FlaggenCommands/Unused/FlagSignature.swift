import FlaggenCommandLine

/// What `flaggen unused` needs to know of a function's or initializer's parameters: each one's
/// argument label, whether it takes flags, and whether a call may leave it out.
struct FlagSignature: Hashable {
    /// One parameter.
    struct Parameter: Hashable {
        /// The argument label; `nil` for `_`.
        var label: String?
        /// A Boolean value indicating whether it is typed `FeatureFlag`, `FeatureFlag?`,
        /// `[FeatureFlag]`, `Set<FeatureFlag>` or `FeatureFlag...`.
        var takesFlags: Bool
        /// A Boolean value indicating whether it has a default value.
        var hasDefault: Bool
        /// A Boolean value indicating whether it is variadic (`T...`).
        var isVariadic: Bool
        /// A Boolean value indicating whether it has a function type, which a trailing closure may supply.
        var isFunction: Bool
    }

    var parameters: [Parameter]

    /// For a call with these argument labels (`nil` for none), whether each argument goes to a
    /// parameter that takes flags; `nil` when the labels can't call this signature.
    ///
    /// Arguments match parameters in order, as Swift matches them: a parameter whose label
    /// differs may be skipped only if it has a default or is variadic; unlabeled arguments after
    /// a variadic one go to it; parameters left at the end need a default, or a function type
    /// when a trailing closure follows the call.
    func flagArguments(labels: [String?], hasTrailingClosure: Bool) -> [Bool]? {
        var result: [Bool] = []
        var next = 0
        var variadic: Parameter?
        for label in labels {
            if label == nil, let variadic {
                result.append(variadic.takesFlags)
                continue
            }
            while next < parameters.count, parameters[next].label != label {
                guard parameters[next].isSkippable else { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            result.append(parameters[next].takesFlags)
            variadic = parameters[next].isVariadic ? parameters[next] : nil
            next += 1
        }
        let rest = parameters[next...]
        return rest.allSatisfy { $0.isSkippable || ($0.isFunction && hasTrailingClosure) } ? result : nil
    }
}

extension FlagSignature {
    /// The argument labels a call of it may use (`_` for an unlabeled argument, which a variadic
    /// parameter also takes after its first).
    var acceptedLabels: Set<String> {
        Set(parameters.map { $0.label ?? "_" } + (parameters.contains(where: \.isVariadic) ? ["_"] : []))
    }
}

extension FlagSignature.Parameter {
    /// A Boolean value indicating whether a call may pass no argument for it.
    fileprivate var isSkippable: Bool { hasDefault || isVariadic }
}
