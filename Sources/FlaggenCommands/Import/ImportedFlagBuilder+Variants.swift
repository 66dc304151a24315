import FlagGenerator

extension ImportedFlagBuilder {
    /// A reader of the arm `body` in the app variant where each mapped property has its value
    /// in `values` (a property left out is `false`).
    func reader(of body: Range<Int>, inVariant values: [String: Bool]) -> RuleExpressionReader {
        var variantValues = Dictionary(uniqueKeysWithValues: variants.map { ($0.name, false) })
        variantValues.merge(values) { $1 }
        return RuleExpressionReader(
            cursor: cursor, body: body, configurations: configurationNames, configurationType: chain.typeName,
            variantValues: variantValues)
    }

    /// The rule of an arm that reads the mapped properties `read`, evaluated in every
    /// combination of their values. Exact when the flag is on in the same configurations in
    /// every variant where it is on at all: `"if"` is then the variants where it is.
    mutating func readVariantRule(of flag: inout ImportedFlag, body: Range<Int>, read: [VariantCondition]) {
        guard read.count <= Self.maximumVariantReads else {
            approximateWholeArm(
                of: &flag, body: body, possible: Set(configurationNames.indices),
                reason:
                    "which reads \(read.count) app-variant properties, and at most \(Self.maximumVariantReads) are combined into one 'if'"
            )
            return
        }
        let outcomes = (0..<(1 << read.count)).map { bits in
            let values = read.indices.map { bits & (1 << $0) != 0 }
            let reading = reading(of: body, inVariant: Dictionary(uniqueKeysWithValues: zip(read.map(\.name), values)))
            return (values: values, bounds: reading.bounds, unknown: reading.reader.firstUnknown)
        }
        let possible = outcomes.reduce(into: Set<Int>()) { $0.formUnion($1.bounds.possible) }
        if let unknown = outcomes.lazy.compactMap(\.unknown).first {
            approximateRule(of: &flag, possible: possible, unread: (unknown.text, unknown.location))
            return
        }
        let on = outcomes.filter { !$0.bounds.certain.isEmpty }
        let configurationsOn = on.first?.bounds.certain ?? []
        guard on.allSatisfy({ $0.bounds.certain == configurationsOn }) else {
            // On in different configurations in different variants: one "if" can't say that.
            approximateWholeArm(of: &flag, body: body, possible: possible)
            return
        }
        flag.enabled = .shortest(on: configurationsOn, of: configurationNames)
        guard !on.isEmpty, on.count < outcomes.count else { return }
        // Only the properties whose value turns the flag on or off appear in "if".
        let isOn = outcomes.map { !$0.bounds.certain.isEmpty }
        let relevant = read.indices.filter { index in isOn.indices.contains { isOn[$0] != isOn[$0 ^ (1 << index)] } }
        var terms: [[Bool]] = []
        for outcome in on {
            let term = relevant.map { outcome.values[$0] }
            if !terms.contains(term) { terms.append(term) }
        }
        let variant = CompilationCondition.any(
            terms.compactMap { term in
                CompilationCondition.all(zip(relevant.map { read[$0].condition }, term).map { ($0, $1) })
            })
        // The manifest reader would refuse a longer condition: approximate rather than write one.
        if let variant, (try? CompilationConditionParser.parse(variant.description)) == nil {
            approximateWholeArm(
                of: &flag, body: body, possible: possible,
                reason:
                    "and its 'if' would combine more than \(CompilationConditionParser.maximumTermCount) terms, more than a condition may have"
            )
            return
        }
        flag.variant = variant
    }

    /// The most mapped properties one arm may read: each is tried both ways, so the readings
    /// double with every one.
    static let maximumVariantReads = 6

    /// Approximates the rule of an arm as a whole, quoting its expression.
    private mutating func approximateWholeArm(
        of flag: inout ImportedFlag, body: Range<Int>, possible: Set<Int>, reason: String = inexpressible
    ) {
        let start = cursor.token(at: body.lowerBound) == .identifier("return") ? body.lowerBound + 1 : body.lowerBound
        approximateRule(
            of: &flag, possible: possible,
            unread: (RuleText.text(of: start..<body.upperBound, in: cursor), cursor.location(at: start)), reason: reason
        )
    }
}
