/// The functions and initializers declared in the searched sources that have a parameter
/// taking flags, by the base name a call uses.
struct FlagFunctionIndex {
    /// Each distinct signature once.
    private var signatures: [FlagSignature] = []
    /// Indices in `signatures` by base name, then by each argument label they accept (`_` for
    /// an unlabeled one): a call is tried only against the signatures that accept its rarest
    /// label, so that many overloads of one name aren't all tried at every call.
    private var byName: [String: [String: [Int]]] = [:]

    /// Indexes signatures found by ``FlagDeclarationScan``, each under the base name a call uses.
    init(_ declared: [(name: String, signature: FlagSignature)]) {
        var indices: [FlagSignature: Int] = [:]
        var named: Set<NamedSignature> = []
        for (name, signature) in declared {
            let index = indices[signature] ?? signatures.count
            if index == signatures.count {
                indices[signature] = index
                signatures.append(signature)
            }
            guard named.insert(NamedSignature(name: name, index: index)).inserted else { continue }
            for label in signature.acceptedLabels { byName[name, default: [:]][label, default: []].append(index) }
        }
    }

    /// A Boolean value indicating whether a function, type or `init` named `name` has a
    /// parameter that takes flags.
    func declares(_ name: String) -> Bool {
        byName[name] != nil
    }

    /// For a call of `callee` with `shape`, whether each argument goes to a parameter that
    /// takes flags in any signature of that name the call's labels fit.
    func flagArguments(of callee: String, _ shape: CallShape) -> [Bool] {
        var result = [Bool](repeating: false, count: shape.labels.count)
        guard let byLabel = byName[callee] else { return result }
        let buckets = Set(shape.labels.map { $0 ?? "_" }).map { byLabel[$0] ?? [] }
        for index in buckets.min(by: { $0.count < $1.count }) ?? [] {
            guard
                let arguments = signatures[index].flagArguments(
                    labels: shape.labels, hasTrailingClosure: shape.hasTrailingClosure)
            else { continue }
            for (position, takesFlags) in arguments.enumerated() where takesFlags { result[position] = true }
        }
        return result
    }
}

/// A signature under one of its names, counted once however often it is declared.
private struct NamedSignature: Hashable {
    let name: String
    let index: Int
}
