/// Prints `switch self` with one arm per distinct result, listing every case that shares it.
///
/// Grouping keeps the number of arms at the number of distinct rules (a handful) instead of
/// the number of flags, which is what keeps release builds of 10,000 flags fast.
enum GroupedSwitch {
    /// - Parameter results: each case name (unescaped) with the arm it takes.
    static func render(_ results: [(caseName: String, arm: SwitchArm)], into printer: inout CodePrinter) {
        guard !results.isEmpty else {
            printer.line("switch self {}")
            return
        }
        var order: [SwitchArm] = []
        var casesByArm: [SwitchArm: [String]] = [:]
        for (caseName, arm) in results {
            if casesByArm[arm] == nil { order.append(arm) }
            casesByArm[arm, default: []].append("." + SwiftIdentifier.member(caseName))
        }
        printer.line("switch self {")
        for arm in order {
            let cases = casesByArm[arm]!
            for (index, name) in cases.enumerated() {
                let prefix = index == 0 ? "case " : "     "
                printer.line(prefix + name + (index == cases.count - 1 ? ":" : ","))
            }
            printer.indented { arm.render(into: &$0) }
        }
        printer.line("}")
    }
}
