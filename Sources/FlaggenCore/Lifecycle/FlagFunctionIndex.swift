/// The functions and initializers declared in the searched sources that have a parameter
/// taking flags, by the base name a call uses.
struct FlagFunctionIndex {
    private var signatures: [String: Set<FlagSignature>] = [:]

    init(_ declarations: [FlagDeclarationScan]) {
        for declaration in declarations {
            for (name, signature) in declaration.signatures { signatures[name, default: []].insert(signature) }
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
        for signature in signatures[callee] ?? [] {
            guard let arguments = signature.flagArguments(labels: shape.labels, hasTrailingClosure: shape.hasTrailingClosure) else { continue }
            for (position, takesFlags) in arguments.enumerated() where takesFlags { result[position] = true }
        }
        return result
    }
}
