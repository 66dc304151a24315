import Foundation

/// One ```` ```swift ```` block of README.md or of a documentation article
/// (`Sources/*/*.docc/**/*.md`), and how the README test compiles it.
///
/// - A block whose first line is `// Package.swift` holds arguments of `Package(...)`; it is
///   assembled into a real manifest (see ``ReadmeFixture``).
/// - A block with an unindented declaration (`@…`, `struct`, `class`, `func`, …) is app or test
///   code at file scope: it is compiled as it stands.
/// - Any other block is statements: it becomes the body of a `@MainActor` async throwing function
///   of its own, as app code in a view or at launch, its `import` lines moved above the function.
///
/// A block that is not meant to compile (an excerpt, output, another language) is fenced with
/// something other than ```` ```swift ````: ```` ```text ````, ```` ```sh ````, ```` ```json ````.
///
/// Every Swift file of a block starts its code with `#sourceLocation` pointing at the document,
/// so the compiler reports errors at the document's own line and column.
struct ReadmeCodeBlock: Sendable {
    /// The document that holds the block.
    let document: URL
    /// The document's line of the block's first line of code.
    let line: Int
    /// The block's lines as in the README, so that columns match.
    let lines: [String]
    /// The indentation of the block's fence (a block in a list is indented).
    let indent: Int

    private static let fileScopePrefixes = [
        "@", "struct ", "class ", "final class ", "enum ", "actor ", "protocol ", "extension ", "func ",
    ]

    /// Every ```` ```swift ```` block of `readme`, the text of `document`, in order.
    static func all(in readme: String, document: URL) -> [ReadmeCodeBlock] {
        var blocks: [ReadmeCodeBlock] = []
        var open: (line: Int, indent: Int, lines: [String])?
        for (index, text) in readme.components(separatedBy: "\n").enumerated() {
            let indent = text.prefix { $0 == " " }.count
            if let block = open {
                if text.dropFirst(indent).hasPrefix("```") {
                    blocks.append(
                        ReadmeCodeBlock(document: document, line: block.line, lines: block.lines, indent: block.indent))
                    open = nil
                } else {
                    open?.lines.append(text)
                }
            } else if text.dropFirst(indent) == "```swift" {
                open = (line: index + 2, indent: indent, lines: [])
            }
        }
        return blocks
    }

    /// A Boolean value indicating whether the block is a fragment of a `Package.swift`.
    var isPackageManifest: Bool { unindented.first == "// Package.swift" }

    /// A Boolean value indicating whether the block is compiled at file scope, as it stands.
    var isFileScope: Bool {
        unindented.contains { line in Self.fileScopePrefixes.contains { line.hasPrefix($0) } }
    }

    /// The lines without the fence's indentation.
    private var unindented: [Substring] { lines.map { $0.dropFirst(min(indent, $0.prefix { $0 == " " }.count)) } }

    /// A name for the block's Swift file and function, unique in the fixture: the document's
    /// name and the block's line.
    var name: String {
        let base = document.deletingPathExtension().lastPathComponent.filter { $0.isLetter || $0.isNumber }
        return "\(base)Line\(line)"
    }

    /// A Swift file that compiles the block, with diagnostics pointing at its document.
    func sourceFile() -> String {
        let location = "#sourceLocation(file: \"\(document.path)\", line: \(line))"
        if isFileScope {
            return (["import FeatureFlagKit", "import Foundation", location] + lines + ["#sourceLocation()", ""])
                .joined(separator: "\n")
        }
        let isImport = unindented.map { $0.hasPrefix("import ") }
        let imports = unindented.indices.filter { isImport[$0] }.map { String(unindented[$0]) }
        let body = lines.indices.map { isImport[$0] ? "" : lines[$0] }
        return
            (["import FeatureFlagKit", "import Foundation"] + imports
            + ["", "@MainActor func example\(name)() async throws {", location] + body
            + ["#sourceLocation()", "}", ""])
            .joined(separator: "\n")
    }
}
