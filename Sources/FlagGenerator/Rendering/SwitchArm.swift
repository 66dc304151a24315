/// What one arm of a ``GroupedSwitch`` returns.
indirect enum SwitchArm: Hashable {
    /// `return expression`.
    case returning(String)
    /// The answer of a flag that exists only in some app variants: `whenHolds` in a build where
    /// `condition` holds, `otherwise` in the others, chosen by `#if` so that it stays a constant.
    case conditional(CompilationCondition, whenHolds: SwitchArm, otherwise: SwitchArm)
    /// `switch configuration` with one arm per result; `return result` if there is one.
    case byConfiguration([ConfigurationGroup])

    /// The arm's statements, at the printer's indentation.
    func render(into printer: inout CodePrinter) {
        switch self {
        case .returning(let expression):
            printer.line("return \(expression)")
        case .conditional(let condition, let whenHolds, let otherwise):
            printer.line("#if \(condition)")
            whenHolds.render(into: &printer)
            printer.line("#else")
            otherwise.render(into: &printer)
            printer.line("#endif")
        case .byConfiguration(let groups):
            guard groups.count > 1 else { return printer.line("return \(groups.first?.result ?? "")") }
            printer.line("switch configuration {")
            for group in groups {
                printer.line(
                    "case \(group.configurations.map { "." + SwiftIdentifier.member($0) }.joined(separator: ", ")):")
                printer.indented { $0.line("return \(group.result)") }
            }
            printer.line("}")
        }
    }

    /// `.byConfiguration` for the result of each configuration, in `configurations` order:
    /// one group per distinct result, in the order results first appear.
    static func perConfiguration(_ configurations: [String], result: (String) -> String) -> SwitchArm {
        var groups: [ConfigurationGroup] = []
        var groupIndexByResult: [String: Int] = [:]
        for configuration in configurations {
            let value = result(configuration)
            if let index = groupIndexByResult[value] {
                groups[index].configurations.append(configuration)
            } else {
                groupIndexByResult[value] = groups.count
                groups.append(ConfigurationGroup(configurations: [configuration], result: value))
            }
        }
        return .byConfiguration(groups)
    }
}
