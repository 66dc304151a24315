import FlagGenerator
import FlagJSON

/// Builds each ``ImportedFlag`` from the arms that name its case, and collects the findings.
struct ImportedFlagBuilder {
    let path: String
    let cursor: TokenCursor
    let roles: FlagSwitchRoles
    let chain: ConfigurationChain
    /// The app-variant properties mapped with `--condition`.
    let variants: [VariantCondition]
    private(set) var findings: [ImportFinding] = []
    /// Each arm read so far, per variant: a `default:` arm is the rule of every flag without
    /// its own, and reading it again for each would be quadratic.
    private var readings: [ReadingKey: (reader: RuleExpressionReader, bounds: RuleBounds)] = [:]

    private struct ReadingKey: Hashable {
        let bodyStart: Int
        let variantValues: [String: Bool]
    }

    init(
        path: String, cursor: TokenCursor, roles: FlagSwitchRoles, chain: ConfigurationChain,
        variants: [VariantCondition]
    ) {
        self.path = path
        self.cursor = cursor
        self.roles = roles
        self.chain = chain
        self.variants = variants
    }

    var configurationNames: [String] { chain.configurations.map(\.name) }

    /// The flag for the case `name`.
    mutating func flag(named name: String, declaredAt location: SourceLocation) -> ImportedFlag {
        var flag = ImportedFlag(
            name: name, key: nil, description: nil, enabled: .never, isRemote: false, allowsLocalOverride: true)
        flag.description = describe(name)
        readKey(of: &flag)
        readLocalOverride(of: &flag)
        readRule(of: &flag, declaredAt: location)
        return flag
    }

    /// A Boolean value indicating whether `name` can name a flag in flags.json; if it can't,
    /// says why and that the flag was left out.
    mutating func acceptsName(_ name: String, at location: SourceLocation) -> Bool {
        guard let problem = CaseNameDecoder.flag.problem(with: name) else { return true }
        approximate(
            "flag name \(QuotedText.quoted(name)) \(problem) The flag was left out of flags.json.", at: location)
        return false
    }

    /// The `enabled` rule: exact when every term was read, else on only where the original may
    /// be on and never in the fallback configuration, with a warning and a description note.
    private mutating func readRule(of flag: inout ImportedFlag, declaredAt location: SourceLocation) {
        guard let enabled = roles.enabled, let arm = FlagSwitchRoles.arm(for: flag.name, in: enabled) else {
            approximate(
                "flag '\(flag.name)' has no arm in the 'enabled' switch; it was imported as off everywhere. Set its 'enabled' in flags.json.",
                at: location)
            flag.description = noted(
                flag.description,
                "imported approximately: the original switch has no arm for it; here it is off everywhere.")
            return
        }
        let (reader, bounds) = reading(of: arm.body, inVariant: [:])
        if let tooDeep = reader.tooDeepLocation {
            let cause = "nests '!' and parentheses more than \(RuleExpressionReader.maximumDepth) levels deep"
            approximateRule(
                of: &flag, possible: Set(configurationNames.indices), at: tooDeep,
                cause: cause + ", more than flaggen import reads", note: cause)
        } else if let patternLocation = arm.unreadPatternLocation {
            approximateRule(of: &flag, possible: Set(configurationNames.indices), unread: (nil, patternLocation))
        } else if !reader.variantsRead.isEmpty {
            readVariantRule(of: &flag, body: arm.body, read: variants.filter { reader.variantsRead.contains($0.name) })
        } else if bounds.isExact {
            flag.enabled = .shortest(on: bounds.certain, of: configurationNames)
        } else if let unknown = reader.firstUnknown {
            approximateRule(of: &flag, possible: bounds.possible, unread: (unknown.text, unknown.location))
        }
    }

    /// The arm whose statements are `body`, read in the variant where the mapped properties
    /// have `values`: the reader after reading, and the bounds it found.
    mutating func reading(of body: Range<Int>, inVariant values: [String: Bool]) -> (
        reader: RuleExpressionReader, bounds: RuleBounds
    ) {
        let key = ReadingKey(bodyStart: body.lowerBound, variantValues: values)
        if let known = readings[key] { return known }
        var reader = reader(of: body, inVariant: values)
        let bounds = reader.read()
        readings[key] = (reader, bounds)
        return (reader, bounds)
    }

    /// Why most approximated rules are approximated.
    static let inexpressible = "which flags.json can't express"

    /// On where the original may be on, but never in the fallback configuration. `unread.text`
    /// is the term that could not be read; `nil` for a case pattern. `reason` says why
    /// flags.json can't say the same.
    mutating func approximateRule(
        of flag: inout ImportedFlag, possible: Set<Int>, unread: (text: String?, location: SourceLocation),
        reason: String = inexpressible
    ) {
        let pattern = "a case pattern other than '.name'"
        approximateRule(
            of: &flag, possible: possible, at: unread.location,
            cause: "depends on \(unread.text.map(QuotedText.quoted) ?? pattern), \(reason)",
            note: "depends on \(unread.text.map { "`\($0)`" } ?? pattern)")
    }

    /// On where the original may be on, but never in the fallback configuration; `cause` says
    /// what the rule at `location` does that was not read, in the warning and (shorter, as
    /// `note`) in the description.
    mutating func approximateRule(
        of flag: inout ImportedFlag, possible: Set<Int>, at location: SourceLocation, cause: String, note: String
    ) {
        let on = possible.subtracting([configurationNames.count - 1])
        flag.enabled = .shortest(on: on, of: configurationNames)
        let onNames = configurationNames.indices.filter(on.contains).map { configurationNames[$0] }
        let outcome =
            onNames.isEmpty
            ? "off everywhere" : "on in \(Self.list(onNames)) and off in \(configurationNames.last ?? "")"
        approximate(
            "flag '\(flag.name)': the 'enabled' rule \(cause); it was imported as \(outcome). Check its 'enabled' in flags.json.",
            at: location)
        let place = "\(path.split(separator: "/").last ?? ""):\(location)"
        flag.description = noted(
            flag.description, "imported approximately: the original rule at \(place) \(note); here it is \(outcome).")
    }

    static func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// `description (note)`, or the note alone, capitalized, when there is no description.
    private func noted(_ description: String?, _ note: String) -> String {
        description.map { "\($0) (\(note))" } ?? note.prefix(1).uppercased() + note.dropFirst()
    }

    mutating func approximate(_ message: String, at location: SourceLocation) {
        findings.append(ImportFinding(.warning, message, path: path, at: location))
    }

    mutating func note(_ message: String, at location: SourceLocation) {
        findings.append(ImportFinding(.note, message, path: path, at: location))
    }
}
