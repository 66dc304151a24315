/// Finds the flags that Swift source uses, without a type checker, by these rules:
///
/// - `FeatureFlag.name` (also module-qualified) always counts;
/// - `.name` counts in a flag context: in a statement that mentions `FeatureFlag`, in the
///   arguments of a FeatureFlagKit call (`isEnabled(_:)`, `evaluation(of:)`,
///   `setLocalOverride(_:for:)`, `withOverrides(_:)`…), at an argument that goes to a parameter
///   typed `FeatureFlag`, `FeatureFlag?`, `[FeatureFlag]`, `Set<FeatureFlag>` or `FeatureFlag...`
///   of a function or initializer declared in the searched sources (matched by base name,
///   argument labels and position), in what a computed property or function typed that way
///   returns, in an assignment to or a collection method (`insert`, `contains`…) of a variable
///   or property declared with such a type (matched by name), or as a `case` of a `switch` over
///   something whose name contains "flag";
/// - a string literal whose whole content is a flag's key counts;
/// - for a variant flag, its variant enum (`CheckoutFlowVariant`, also as
///   `FeatureFlag.CheckoutFlowVariant`) counts wherever it is named;
/// - for a typed flag, a read of its value counts: `FeatureFlag.Values.name` (also
///   module-qualified, and `FeatureFlag.Values.name(in: …)`) always, and `Values.name` or
///   `.Values.name` in a flag context (such as an `extension FeatureFlag`).
///
/// Comments, and names inside longer strings, never count; neither does `.name` on another
/// enum that happens to have a case of the same name, nor at another parameter of a function
/// that takes flags.
struct FlagReferenceFinder {
    static let flagAPIs: Set<String> = [
        "isEnabled", "evaluation", "localOverride", "setLocalOverride", "clearLocalOverride", "withOverrides",
        "isolatedStore",
    ]

    /// Flag names by key.
    let namesByKey: [String: String]
    let names: Set<String>
    /// Variant flag names by the name of their variant enum.
    let namesByVariantType: [String: String]
    /// The names of the typed flags, read as `FeatureFlag.Values.name`.
    let typedNames: Set<String>

    /// - Parameters:
    ///   - flags: every flag's name and key.
    ///   - variantTypes: each variant flag's name and the name of its variant enum.
    ///   - typedNames: the typed flags' names.
    init(
        flags: [(name: String, key: String)], variantTypes: [(name: String, typeName: String)],
        typedNames: Set<String> = []
    ) {
        self.typedNames = typedNames
        names = Set(flags.map(\.name))
        namesByKey = Dictionary(flags.map { ($0.key, $0.name) }) { first, _ in first }
        namesByVariantType = Dictionary(variantTypes.map { ($0.typeName, $0.name) }) { first, _ in first }
    }

    /// The names of the flags `sources` use, each source being the text of one file. All files
    /// are read for declarations first, so that a call in one file to a function declared in
    /// another is understood. Their tokens are kept for the second pass (about six bytes per
    /// byte of source), which costs less time than tokenizing every file twice.
    func references(in sources: [String]) -> Set<String> {
        let files = sources.map(SwiftTokenizer.tokenize)
        let declarations = files.map(FlagDeclarationScan.init(tokens:))
        let functions = FlagFunctionIndex(declarations.flatMap(\.signatures))
        let flagVariables = declarations.reduce(into: Set<String>()) { $0.formUnion($1.flagVariables) }
        var found: Set<String> = []
        for (tokens, declaration) in zip(files, declarations) {
            var scan = ReferenceScan(
                tokens: tokens, functions: functions, flagVariables: flagVariables, flagBodies: declaration.flagBodies)
            found.formUnion(references(in: &scan))
        }
        return found
    }

    /// The names of the flags the tokens of `scan` use.
    private func references(in scan: inout ReferenceScan) -> Set<String> {
        var found: Set<String> = []
        for position in scan.tokens.indices {
            scan.advance(to: position)
            switch scan.tokens[position] {
            case .string(let content):
                if let name = namesByKey[content] { found.insert(name) }
            case .identifier(let name):
                if let flag = namesByVariantType[name] {
                    found.insert(flag)
                } else if typedNames.contains(name), isValueRead(at: position, in: scan) {
                    found.insert(name)
                } else if names.contains(name), scan.isMemberName(at: position),
                    scan.isQualifiedByFeatureFlag(at: position)
                        || (scan.isImplicitMember(at: position) && scan.isFlagContext(at: position))
                {
                    found.insert(name)
                }
            default:
                continue
            }
        }
        return found
    }

    /// `FeatureFlag.Values.name`, or `Values.name` (`.Values.name`) in a flag context: the
    /// identifier at `position` reads a typed flag's value.
    private func isValueRead(at position: Int, in scan: ReferenceScan) -> Bool {
        let values = position - 2
        guard scan.isMemberName(at: position), values >= 0, scan.tokens[values] == .identifier("Values") else {
            return false
        }
        if scan.isMemberName(at: values) {
            return scan.isQualifiedByFeatureFlag(at: values)
                || scan.isImplicitMember(at: values) && scan.isFlagContext(at: values)
        }
        return scan.isFlagContext(at: values)
    }
}
