/// A readable account of where two texts differ: each differing line with its number,
/// expected (`-`) then actual (`+`), and a line of context either side.
struct LineDiff: CustomStringConvertible {
    let expected: String
    let actual: String

    var description: String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var output: [String] = []
        var lastShown = -1
        for index in 0..<max(old.count, new.count) where line(old, index) != line(new, index) {
            if index - 1 > lastShown, index > 0 { output.append("  \(index): \(line(old, index - 1) ?? "")") }
            if let removed = line(old, index) { output.append("- \(index + 1): \(removed)") }
            if let added = line(new, index) { output.append("+ \(index + 1): \(added)") }
            lastShown = index
            if output.count > 60 {
                output.append("… (more differences)")
                break
            }
        }
        return output.joined(separator: "\n")
    }

    private func line(_ lines: [Substring], _ index: Int) -> Substring? {
        lines.indices.contains(index) ? lines[index] : nil
    }
}
