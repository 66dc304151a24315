/// Finds the flags that Swift source uses, without a type checker, by these rules:
///
/// - `FeatureFlag.name` (also module-qualified) always counts;
/// - `.name` counts in a flag context: in a statement that mentions `FeatureFlag`, in the
///   arguments of a FeatureFlagKit call (`isEnabled(_:)`, `evaluation(of:)`,
///   `setLocalOverride(_:for:)`, `withOverrides(_:)`…), or as a `case` of a `switch` over
///   something whose name contains "flag";
/// - a string literal whose whole content is a flag's key counts.
///
/// Comments, and names inside longer strings, never count; neither does `.name` on another
/// enum that happens to have a case of the same name.
struct FlagReferenceFinder {
    static let flagAPIs: Set<String> = [
        "isEnabled", "evaluation", "localOverride", "setLocalOverride", "clearLocalOverride", "withOverrides",
        "isolatedStore",
    ]

    /// Flag names by key.
    let namesByKey: [String: String]
    let names: Set<String>

    init(flags: [(name: String, key: String)]) {
        names = Set(flags.map(\.name))
        namesByKey = Dictionary(flags.map { ($0.key, $0.name) }) { first, _ in first }
    }

    /// The names of the flags `source` uses.
    func references(in source: String) -> Set<String> {
        var scan = ReferenceScan(tokens: SwiftTokenizer.tokenize(source))
        var found: Set<String> = []
        for position in scan.tokens.indices {
            scan.advance(to: position)
            switch scan.tokens[position] {
            case .string(let content):
                if let name = namesByKey[content] { found.insert(name) }
            case .identifier(let name) where names.contains(name) && scan.isMemberName(at: position):
                if scan.isQualifiedByFeatureFlag(at: position) || (scan.isImplicitMember(at: position) && scan.isFlagContext(at: position)) {
                    found.insert(name)
                }
            default:
                continue
            }
        }
        return found
    }
}
