/// Prints `_ordinal`, `==`, `hash(into:)` and `allCases` without mentioning every case.
///
/// A Swift enum without associated values is stored as its case's index in declaration
/// order (the "C-like enum" layout of the Swift ABI), in the smallest integer that fits.
/// Reading that index directly costs one load and no code per case, at any flag count.
struct OrdinalRenderer {
    let flags: [FlagDeclaration]
    let modifiers: AccessModifiers

    private var flagCount: Int { flags.count }

    /// The integer type that stores the case index, or `nil` when there is nothing to store.
    private var storageType: String? {
        switch flagCount {
        case 0, 1: nil
        case 2...256: "UInt8"
        default: "UInt16"
        }
    }

    /// `_ordinal`, then `==` and `hash(into:)` where there are cases to compare.
    func renderOrdinal(into printer: inout CodePrinter) {
        printer.lines([
            "/// The flag's position in declaration order, from 0.",
            "///",
            "/// A Swift enum without associated values is stored as exactly this index (the",
            "/// \"C-like enum\" layout of the Swift ABI), so reading it is a single load.",
        ])
        printer.lines(modifiers.alwaysInlinedAttributes)
        printer.block("\(modifiers.keyword)var _ordinal: Int") { body in
            switch (flagCount, storageType) {
            case (0, _): body.line("switch self {}")
            case (_, nil): body.line("0")
            case (_, let type?): body.line("Int(unsafeBitCast(self, to: \(type).self))")
            }
        }
        // With no cases, Swift's synthesized versions are free (and a hand-written body
        // over uninhabited parameters draws a "will never be executed" warning).
        guard !flags.isEmpty else { return }
        printer.line()
        printEquality(into: &printer)
    }

    /// `allCases`, built once on first use: the store and reports ask for it on every change.
    func renderAllCases(into printer: inout CodePrinter) {
        printer.line("/// Every flag, in declaration order.")
        let declaration = "\(modifiers.keyword)static let allCases: [FeatureFlag] = "
        switch (flagCount, storageType) {
        case (0, _): printer.line(declaration + "[]")
        // One case has no stored bits; building it from `()` avoids naming a case that may be deprecated.
        case (_, nil): printer.line(declaration + "[unsafeBitCast((), to: FeatureFlag.self)]")
        case (_, let type?):
            printer.line(declaration + "(0..<\(flagCount)).map { unsafeBitCast(\(type)($0), to: FeatureFlag.self) }")
        }
    }

    /// `==` and `hash(into:)` over the ordinal. Written out because the versions Swift
    /// synthesizes switch over every case, which dominates build time at thousands of flags.
    private func printEquality(into printer: inout CodePrinter) {
        printer.line("/// A Boolean value indicating whether two flags are the same case.")
        printer.lines(modifiers.inlinableAttribute)
        printer.block("\(modifiers.keyword)static func == (lhs: FeatureFlag, rhs: FeatureFlag) -> Bool") { body in
            body.line("lhs._ordinal == rhs._ordinal")
        }
        printer.line()
        printer.line("/// Hashes the flag's ordinal.")
        printer.lines(modifiers.inlinableAttribute)
        printer.block("\(modifiers.keyword)func hash(into hasher: inout Hasher)") { body in
            body.line("hasher.combine(_ordinal)")
        }
    }
}
