import ManifestVocabulary

/// Prints `metadata` and the JSON table behind it.
///
/// The table is one string literal decoded on first use: at thousands of flags a literal
/// compiles in a fraction of the time of the equivalent Swift array of values.
struct MetadataTableRenderer {
    let manifest: Manifest
    let sourceName: String
    let modifiers: AccessModifiers

    /// `metadata`, which reads the table.
    func renderAccessor(into printer: inout CodePrinter) {
        printer.lines([
            "/// The flag's name, key, description, owner, expiry and policies, as \(SwiftLiteral.commentText(sourceName)) declares them."
        ])
        printer.block("\(modifiers.keyword)var metadata: FlagMetadata") { body in
            body.line("Self.metadataTable[_ordinal]")
        }
    }

    /// The table, in an extension of its own at the end of the file: at thousands of flags
    /// it is most of the file.
    func renderTable(into printer: inout CodePrinter) {
        let rows = manifest.flags.map { FlagMetadataRow($0).text }
        let delimiter = String(repeating: "#", count: RawStringDelimiter.count(for: rows))
        printer.block("nonisolated extension FeatureFlag") { body in
            body.lines([
                "/// Every flag's metadata, one JSON object per flag in declaration order (the fields",
                "/// of \(SwiftLiteral.commentText(sourceName)), defaults omitted).",
            ])
            body.line("private static let metadataTable = _FlagMetadataTable(json: \(delimiter)\"\"\"")
            body.indented { table in
                table.line("[")
                for (index, row) in rows.enumerated() { table.line(row + (index == rows.count - 1 ? "" : ",")) }
                table.line("]")
                table.line("\"\"\"\(delimiter))")
            }
        }
    }
}
