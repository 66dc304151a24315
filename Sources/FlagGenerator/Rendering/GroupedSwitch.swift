/// Prints `switch self` with one arm per distinct result, listing every case that shares it.
///
/// Grouping keeps the number of arms at the number of distinct rules (a handful) instead of
/// the number of flags, which is what keeps release builds of 10,000 flags fast.
enum GroupedSwitch {
    /// - Parameter results: each case name (unescaped) with the expression it returns.
    static func render(_ results: [(caseName: String, expression: String)], into printer: inout CodePrinter) {
        guard !results.isEmpty else {
            printer.line("switch self {}")
            return
        }
        var order: [String] = []
        var casesByExpression: [String: [String]] = [:]
        for (caseName, expression) in results {
            if casesByExpression[expression] == nil { order.append(expression) }
            casesByExpression[expression, default: []].append("." + SwiftIdentifier.member(caseName))
        }
        printer.line("switch self {")
        for expression in order {
            let cases = casesByExpression[expression]!
            for (index, name) in cases.enumerated() {
                let prefix = index == 0 ? "case " : "     "
                printer.line(prefix + name + (index == cases.count - 1 ? ":" : ","))
            }
            printer.indented { $0.line("return \(expression)") }
        }
        printer.line("}")
    }
}
