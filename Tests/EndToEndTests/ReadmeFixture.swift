import Foundation

/// A package built from README.md and the documentation articles: its manifest is the README's
/// `// Package.swift` block, its one target compiles every other ```` ```swift ```` block of the
/// README and of `Sources/*/*.docc/**/*.md` next to `ReadmeStubs.swift`, with the plugin on this
/// package's root flags.json.
struct ReadmeFixture: Sendable {
    static let readme = FixtureWorkspace.repositoryRoot.appendingPathComponent("README.md")

    /// README.md, then every Markdown file of every documentation catalog, in path order.
    static var documents: [URL] {
        let sources = FixtureWorkspace.repositoryRoot.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        let articles = files.filter { $0.pathExtension == "md" && $0.path.contains(".docc/") }
        return [readme] + articles.sorted { $0.path < $1.path }
    }

    let workspace: FixtureWorkspace
    let blocks: [ReadmeCodeBlock]

    /// Copies the package and the ReadmeExamples fixture, then writes the manifest and one
    /// source file per README block.
    static func make() throws -> ReadmeFixture {
        let blocks = try documents.flatMap { document in
            ReadmeCodeBlock.all(in: try String(contentsOf: document, encoding: .utf8), document: document)
        }
        guard let manifest = blocks.first(where: \.isPackageManifest) else { throw MissingManifestBlock() }
        let workspace = try FixtureWorkspace.make(fixture: "ReadmeExamples")
        let fixture = ReadmeFixture(workspace: workspace, blocks: blocks)
        try fixture.write(fixture.manifest(from: manifest) + fixture.examplesTargetSetUp, to: "Package.swift")
        try fixture.writeOtherManifests()
        try FileManager.default.copyItem(
            at: FixtureWorkspace.repositoryRoot.appendingPathComponent("flags.json"),
            to: workspace.package.appendingPathComponent("flags.json"))
        for block in blocks where !block.isPackageManifest {
            try fixture.write(block.sourceFile(), to: "Sources/ReadmeExamples/\(block.name).swift")
        }
        return fixture
    }

    /// `// Package.swift` blocks after the first: each is only parsed, in a package of its own
    /// (`swift package dump-package`), since one build can have only one manifest.
    var otherManifestBlocks: [ReadmeCodeBlock] { Array(blocks.filter(\.isPackageManifest).dropFirst()) }

    /// The folder of the package whose manifest is `block`, one of ``otherManifestBlocks``.
    func otherManifestPackage(_ block: ReadmeCodeBlock) -> URL {
        workspace.root.appendingPathComponent("ManifestAtLine\(block.line)")
    }

    private func writeOtherManifests() throws {
        for block in otherManifestBlocks {
            let package = otherManifestPackage(block)
            try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
            try manifest(from: block).write(
                to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        }
    }

    /// Appended to the first manifest: its first regular target compiles the examples and also
    /// gets the opt-in products the examples import (the flags screen, CloudKit, test support, the
    /// trait).
    private let examplesTargetSetUp = """
        let examples = package.targets.first { $0.type == .regular }!
        examples.path = "Sources/ReadmeExamples"
        for product in [
            "FeatureFlagKitScreen", "FeatureFlagKitCloudKit", "FeatureFlagKitTestSupport", "FeatureFlagKitTesting",
        ] {
            examples.dependencies.append(.product(name: product, package: "FeatureFlagKit"))
        }

        """

    /// The README's fragment as the arguments of a real `Package(...)`; the dependency on
    /// FeatureFlagKit points at the copy.
    func manifest(from block: ReadmeCodeBlock) -> String {
        let copy = workspace.root.appendingPathComponent("FeatureFlagKit").path
        let fragment = block.lines.map { line in
            line.contains(".package(url:") && line.contains("/FeatureFlagKit\"")
                ? "    .package(path: \"\(copy)\")," : line
        }
        return (Self.manifestPrelude + fragment + [")", ""]).joined(separator: "\n")
    }

    /// The lines above the fragment. (`#sourceLocation` can't stand inside the argument list, so
    /// ``readmeProblems(in:)`` maps the manifest's lines back to the README's itself.)
    private static let manifestPrelude = [
        "// swift-tools-version: 6.2", "import PackageDescription", "", "let package = Package(",
        "    name: \"ReadmeExamples\",",
    ]

    /// The compiler's errors and warnings in the documents' blocks, as
    /// `README.md:line:column: error: …` (or the article's path) after the line of the block's
    /// first line of code: a reader who copies an example must get neither.
    func readmeProblems(in output: String) -> [String] {
        let manifests = blocks.filter(\.isPackageManifest).enumerated().map { index, block in
            let package = index == 0 ? workspace.package : otherManifestPackage(block)
            return (path: package.appendingPathComponent("Package.swift").path, start: block.line)
        }
        var errors: [String] = []
        let lines = output.split(separator: "\n").map(String.init)
        for error in lines where error.contains(": error: ") || error.contains(": warning: ") {
            for document in Set(blocks.map(\.document)) {
                if let (line, rest) = Self.location(in: error, file: document.path) {
                    errors.append(message(document: document, line: line, rest: rest))
                }
            }
            for manifest in manifests {
                guard let (line, rest) = Self.location(in: error, file: manifest.path) else { continue }
                errors.append(
                    message(
                        document: Self.readme, line: line - Self.manifestPrelude.count - 1 + manifest.start, rest: rest)
                )
            }
        }
        return errors.reduce(into: []) { unique, error in if !unique.contains(error) { unique.append(error) } }
    }

    private func message(document: URL, line: Int, rest: Substring) -> String {
        let block = blocks.last { $0.document == document && $0.line <= line }?.line ?? 0
        let name = document.path.replacingOccurrences(of: FixtureWorkspace.repositoryRoot.path + "/", with: "")
        return "the ```swift block at \(name):\(block) doesn't compile cleanly: \(name):\(line)\(rest)"
    }

    /// The line number and what follows it in a diagnostic `file:line:column: …`.
    private static func location(in diagnostic: String, file: String) -> (Int, Substring)? {
        guard diagnostic.hasPrefix("\(file):") else { return nil }
        let rest = diagnostic.dropFirst(file.count + 1)
        guard let line = Int(rest.prefix { $0.isNumber }) else { return nil }
        return (line, rest.drop { $0.isNumber })
    }

    private func write(_ text: String, to path: String) throws {
        try text.write(to: workspace.package.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    /// README.md must show how to add the package, in a block whose first line is `// Package.swift`.
    struct MissingManifestBlock: Error {}
}
