/// A line and column in a text file, both counted from 1.
///
/// Columns count UTF-8 bytes, as `swiftc` and `clang` do, so editors that read
/// `path:line:column:` diagnostics put the caret on the right character.
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column in UTF-8 bytes, from 1.
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package var description: String { "\(line):\(column)" }

    /// Orders locations as they appear in the file.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
