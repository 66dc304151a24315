import FlagGenerator
import FlagJSON

/// Reads the configurations and their conditions from a `BuildConfiguration.swift` whose
/// `static var current` is an `#if COND return .x #elseif … #else return .y #endif` chain.
struct ConfigurationChainReader {
    let path: String
    let source: SwiftSource
    var findings: [ImportFinding] = []

    /// The chain of the file, or `nil` with an error among `findings`.
    static func read(path: String, text: String) -> (chain: ConfigurationChain?, findings: [ImportFinding]) {
        var reader = ConfigurationChainReader(path: path, source: SwiftSource(text))
        let chain = reader.read()
        return (chain, reader.findings)
    }

    private init(path: String, source: SwiftSource) {
        self.path = path
        self.source = source
    }

    private mutating func read() -> ConfigurationChain? {
        if let error = source.commentError(path: path) {
            findings.append(error)
            return nil
        }
        let cursor = TokenCursor(source)
        guard let shape = EnumShapeReader.enums(in: cursor).first(where: { !$0.cases.isEmpty }) else {
            return fail(
                "no enum with cases was found; pass the file that declares the build configuration enum.", at: 0)
        }
        guard let body = currentBody(cursor) else {
            return fail(
                "enum '\(shape.name)' has no 'static var current'; flaggen import reads its '#if … #elseif … #else' chain.",
                at: 0)
        }
        guard var branches = branches(in: body, cases: Set(shape.cases.map(\.name))) else { return nil }
        let maximum = ManifestDecoder.maximumConfigurationCount
        if branches.count > maximum {
            return fail(
                "'current' chooses among \(branches.count) configurations, more than the \(maximum) a manifest may have; "
                    + "merge configurations that differ in no flag, then import again.",
                at: branches[maximum].tokenIndex)
        }
        for branch in branches {
            if let problem = CaseNameDecoder.configuration.problem(with: branch.name) {
                return fail("configuration name \(QuotedText.quoted(branch.name)) \(problem)", at: branch.tokenIndex)
            }
        }
        guard branches.last?.condition == nil else {
            return fail(
                "'current' has no '#else' branch; add one that returns the release configuration, the fallback.",
                at: body.upperBound)
        }
        branches = reorderedDebugLast(branches)
        return ConfigurationChain(
            typeName: shape.name,
            configurations: branches.map { ImportedConfiguration(name: $0.name, condition: $0.condition) })
    }

    /// The raw token range of the body of `static var current`.
    private func currentBody(_ cursor: TokenCursor) -> Range<Int>? {
        for place in cursor.indices.indices
        where cursor.token(at: place) == .identifier("static")
            && cursor.token(at: place + 1) == .identifier("var")
            && cursor.token(at: place + 2) == .identifier("current")
        {
            var open = place + 3
            while let token = cursor.token(at: open), token != .punctuation(UInt8(ascii: "{")) { open += 1 }
            guard open < cursor.indices.count else { return nil }
            let close = cursor.afterClosingBracket(from: open) - 1
            return cursor.indices[open]..<(close < cursor.indices.count ? cursor.indices[close] : source.tokens.count)
        }
        return nil
    }

    mutating func fail(_ message: String, at tokenIndex: Int) -> ConfigurationChain? {
        findings.append(ImportFinding(.error, message, path: path, at: source.location(ofToken: tokenIndex)))
        return nil
    }

    mutating func note(_ message: String, at tokenIndex: Int) {
        findings.append(ImportFinding(.note, message, path: path, at: source.location(ofToken: tokenIndex)))
    }
}
