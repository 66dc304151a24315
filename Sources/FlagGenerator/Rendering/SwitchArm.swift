/// What one arm of a ``GroupedSwitch`` returns.
enum SwitchArm: Hashable {
    /// `return expression`.
    case returning(String)
    /// The answer of a flag that exists only in some app variants: `whenHolds` in a build where
    /// `condition` holds, `otherwise` in the others, chosen by `#if` so that it stays a constant.
    case conditional(CompilationCondition, whenHolds: String, otherwise: String)

    /// The arm's statements, at the printer's indentation.
    func render(into printer: inout CodePrinter) {
        switch self {
        case .returning(let expression):
            printer.line("return \(expression)")
        case .conditional(let condition, let whenHolds, let otherwise):
            printer.lines(["#if \(condition)", "return \(whenHolds)", "#else", "return \(otherwise)", "#endif"])
        }
    }
}
