/// Accumulates Swift source line by line, tracking indentation.
///
/// Blank lines are never indented, and the output always ends with one newline.
struct CodePrinter {
    private var lines: [String] = []
    private var indentation = ""

    /// Appends `line` at the current indentation; an empty string appends a blank line.
    mutating func line(_ line: String = "") {
        lines.append(line.isEmpty ? "" : indentation + line)
    }

    /// Appends each line of `text` at the current indentation.
    mutating func lines(_ text: [String]) {
        for line in text { self.line(line) }
    }

    /// Runs `body` one level (four spaces) deeper.
    mutating func indented(_ body: (inout CodePrinter) -> Void) {
        let saved = indentation
        indentation += "    "
        body(&self)
        indentation = saved
    }

    /// Prints `header {`, the indented body, and `}`.
    mutating func block(_ header: String, _ body: (inout CodePrinter) -> Void) {
        line(header + " {")
        indented(body)
        while lines.last == "" { lines.removeLast() }
        line("}")
    }

    /// The source text, ending with a single newline.
    var text: String {
        var lines = self.lines
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
