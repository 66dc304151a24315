/// A Swift source file's text with comments and the literal text of strings blanked out, so a
/// search for an API name finds only code. Interpolations (`\(…)`) stay, since they are code;
/// every byte keeps its offset and every line break stays, so offsets map back to lines.
struct SwiftCodeText {
    /// The blanked text, byte for byte as long as the source.
    let bytes: [UInt8]

    init(source: String) {
        var scanner = Scanner(source: Array(source.utf8))
        scanner.scanCode(until: nil)
        bytes = scanner.output
    }

    /// The 1-based line of the byte at `offset`.
    func line(of offset: Int) -> Int {
        bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    private struct Scanner {
        let source: [UInt8]
        var output: [UInt8]
        var index = 0

        init(source: [UInt8]) {
            self.source = source
            output = source
        }

        /// Scans code up to the unbalanced `closer` (the end of an interpolation) or the end.
        mutating func scanCode(until closer: UInt8?) {
            var depth = 0
            while index < source.count {
                let byte = source[index]
                if byte == closer, depth == 0 { return }
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") { depth -= 1 }
                if starts(with: "//") {
                    blank(through: source[index...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count)
                } else if starts(with: "/*") {
                    skipBlockComment()
                } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString()) {
                    scanString()
                } else {
                    index += 1
                }
            }
        }

        /// Blanks a comment, nested ones included, keeping its line breaks.
        private mutating func skipBlockComment() {
            var depth = 0
            while index < source.count {
                if starts(with: "/*") {
                    depth += 1
                    blank(through: index + 2)
                } else if starts(with: "*/") {
                    depth -= 1
                    blank(through: index + 2)
                    if depth == 0 { return }
                } else {
                    blank(through: index + 1)
                }
            }
        }

        /// Blanks a string literal's text (`"…"`, `"""…"""`, `#"…"#`), scanning its interpolations as code.
        private mutating func scanString() {
            var hashes = 0
            while source[index] == UInt8(ascii: "#") {
                hashes += 1
                index += 1
            }
            let quotes = starts(with: "\"\"\"") ? 3 : 1
            index += quotes
            let terminator =
                [UInt8](repeating: UInt8(ascii: "\""), count: quotes)
                + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
            let interpolation =
                [UInt8(ascii: "\\")] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes) + [UInt8(ascii: "(")]
            while index < source.count {
                if starts(with: terminator) {
                    index += terminator.count
                    return
                }
                if starts(with: interpolation) {
                    index += interpolation.count
                    scanCode(until: UInt8(ascii: ")"))
                    index += 1
                } else if source[index] == UInt8(ascii: "\\"), hashes == 0 {
                    blank(through: min(index + 2, source.count))
                } else {
                    blank(through: index + 1)
                }
            }
        }

        private func startsRawString() -> Bool {
            var probe = index
            while probe < source.count, source[probe] == UInt8(ascii: "#") { probe += 1 }
            return probe < source.count && source[probe] == UInt8(ascii: "\"")
        }

        private func starts(with text: String) -> Bool {
            starts(with: Array(text.utf8))
        }

        private func starts(with bytes: [UInt8]) -> Bool {
            index + bytes.count <= source.count && source[index..<index + bytes.count].elementsEqual(bytes)
        }

        /// Replaces `index..<end` with spaces, keeping line breaks, and moves past it.
        private mutating func blank(through end: Int) {
            while index < end {
                if source[index] != UInt8(ascii: "\n") { output[index] = UInt8(ascii: " ") }
                index += 1
            }
        }
    }
}
