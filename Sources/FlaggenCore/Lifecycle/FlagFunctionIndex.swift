/// The functions and initializers declared in the searched sources that have a parameter
/// taking flags, by the base name a call uses.
struct FlagFunctionIndex {
    /// Signatures by base name, then by each argument label they accept (`_` for an unlabeled
    /// one): a call is tried only against the signatures that accept its rarest label, so that
    /// many overloads of one name aren't all tried at every call.
    private var signatures: [String: [String: Set<FlagSignature>]] = [:]

    init(_ declarations: [FlagDeclarationScan]) {
        for declaration in declarations {
            for (name, signature) in declaration.signatures {
                for label in signature.acceptedLabels { signatures[name, default: [:]][label, default: []].insert(signature) }
            }
        }
    }

    /// A Boolean value indicating whether a function, type or `init` named `name` has a
    /// parameter that takes flags.
    func declares(_ name: String) -> Bool {
        signatures[name] != nil
    }

    /// For a call of `callee` with `shape`, whether each argument goes to a parameter that
    /// takes flags in any signature of that name the call's labels fit.
    func flagArguments(of callee: String, _ shape: CallShape) -> [Bool] {
        var result = [Bool](repeating: false, count: shape.labels.count)
        guard let byLabel = signatures[callee] else { return result }
        let buckets = Set(shape.labels.map { $0 ?? "_" }).map { byLabel[$0] ?? [] }
        for signature in buckets.min(by: { $0.count < $1.count }) ?? [] {
            guard let arguments = signature.flagArguments(labels: shape.labels, hasTrailingClosure: shape.hasTrailingClosure) else { continue }
            for (position, takesFlags) in arguments.enumerated() where takesFlags { result[position] = true }
        }
        return result
    }
}
