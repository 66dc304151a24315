/// Accumulates Swift source line by line, tracking indentation.
///
/// Blank lines are never indented, and the output always ends with one newline.
struct CodePrinter {
    private var output = ""
    private var indentation = ""
    /// Blank lines requested but not yet written: dropped before a closing brace and at the end.
    private var pendingBlankLines = 0

    /// Appends `line` at the current indentation; an empty string appends a blank line.
    mutating func line(_ line: String = "") {
        guard !line.isEmpty else {
            pendingBlankLines += 1
            return
        }
        output += String(repeating: "\n", count: pendingBlankLines)
        pendingBlankLines = 0
        output += indentation
        output += line
        output += "\n"
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

    /// Prints `header {`, the indented body, and `}`; `header {}` when the body prints nothing.
    mutating func block(_ header: String, _ body: (inout CodePrinter) -> Void) {
        var inner = CodePrinter()
        inner.indentation = indentation + "    "
        body(&inner)
        guard !inner.output.isEmpty else { return line(header + " {}") }
        line(header + " {")
        output += inner.output
        line("}")
    }

    /// The source text, ending with a single newline.
    var text: String {
        output
    }
}
