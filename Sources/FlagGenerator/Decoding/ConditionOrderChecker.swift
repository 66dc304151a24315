import FlagJSON

/// Warns about configuration orders that make a configuration unreachable in practice.
struct ConditionOrderChecker {
    /// Where the warnings go.
    let diagnostics: DiagnosticCollector

    /// Reports `DEBUG` tested before another custom condition, and conditions written twice.
    func check(_ declared: [(configuration: ConfigurationDeclaration, offset: Int)]) {
        var firstOffsets: [String: Int] = [:]
        for (position, entry) in declared.enumerated() {
            guard let condition = entry.configuration.condition else { continue }
            if let first = firstOffsets[condition.description] {
                diagnostics.warning(
                    "configuration \(QuotedText.quoted(entry.configuration.name)) has the same condition as the one at line "
                        + "\(diagnostics.line(ofOffset: first)), so it can never be selected; change or remove it.",
                    at: entry.offset)
            } else {
                firstOffsets[condition.description] = entry.offset
            }
            let flagsTested = condition.customFlags
            if flagsTested.contains("DEBUG") {
                warnIfShadowing(entry, testing: flagsTested, laterOnes: declared[(position + 1)...])
            }
        }
    }

    /// `DEBUG` is defined in every SwiftPM debug build, so a configuration tested first on
    /// `DEBUG` wins over later custom conditions, unless it mentions their flags itself
    /// (as `DEBUG && !ALPHA_BUILD` does). `flagsTestedHere` are the custom flags of `entry`'s condition.
    private func warnIfShadowing(
        _ entry: (configuration: ConfigurationDeclaration, offset: Int), testing flagsTestedHere: Set<String>,
        laterOnes: ArraySlice<(configuration: ConfigurationDeclaration, offset: Int)>
    ) {
        let shadowed = laterOnes.lazy.compactMap { later -> (name: String, flag: String)? in
            let missing = (later.configuration.condition?.customFlags ?? []).subtracting(flagsTestedHere)
            return missing.min().map { (later.configuration.name, $0) }
        }
        guard let first = shadowed.first else { return }
        let name = QuotedText.quoted(entry.configuration.name)
        diagnostics.warning(
            "configuration \(name) tests DEBUG before \(QuotedText.quoted(first.name)) tests \(first.flag); SwiftPM defines "
                + "DEBUG in every debug build, so `swift build -Xswiftc -D\(first.flag)` would select \(name). "
                + "Move \(name) after the configurations with custom conditions.",
            at: entry.offset)
    }
}

extension CompilationCondition {
    /// The custom (`-D`) flags the condition tests.
    var customFlags: Set<String> {
        var flags: Set<String> = []
        insertCustomFlags(into: &flags)
        return flags
    }

    /// Adds the flags to one set, where a union per operator would copy each operand's set.
    private func insertCustomFlags(into flags: inout Set<String>) {
        switch self {
        case .flag(let name): flags.insert(name)
        case .platform: break
        case .not(let operand), .parenthesized(let operand): operand.insertCustomFlags(into: &flags)
        case .and(let lhs, let rhs), .or(let lhs, let rhs):
            lhs.insertCustomFlags(into: &flags)
            rhs.insertCustomFlags(into: &flags)
        }
    }
}
