import FlagGenerator

/// The configuration enum of a `BuildConfiguration.swift`, read from the `#if … #elseif … #else`
/// chain of its `static var current`.
struct ConfigurationChain {
    /// The enum's name, such as `BuildConfiguration`.
    var typeName: String
    /// The configurations in the order flags.json must test them: custom conditions before
    /// `DEBUG`, the fallback last.
    var configurations: [ImportedConfiguration]

    /// The four configurations a manifest has when it lists none, named as the flags file names
    /// them: a name used there that ends with a default's name (`a8cBranchTest`) replaces it.
    static func defaults(namedLike usedNames: Set<String>) -> ConfigurationChain {
        let defaults = [
            ("branchTest", "ALPHA_BUILD"), ("prereleaseTesting", "INTERNAL_BUILD"), ("localDeveloper", "DEBUG"),
            ("appStore", nil),
        ]
        let configurations = defaults.map { name, condition in
            let match =
                usedNames.contains(name)
                ? name : usedNames.sorted().first { $0.lowercased().hasSuffix(name.lowercased()) }
            return ImportedConfiguration(name: match ?? name, condition: condition)
        }
        return ConfigurationChain(typeName: "BuildConfiguration", configurations: configurations)
    }
}
