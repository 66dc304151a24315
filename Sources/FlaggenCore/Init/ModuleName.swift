import FlagGenerator
import FlagJSON

/// The rule for the name of the module `flaggen init` creates.
enum ModuleName {
    /// Names that would clash inside the module: the two types and files the plugin generates,
    /// and the library they import.
    static let taken: [String: String] = [
        "FeatureFlag": "the plugin generates a type and a file of that name in the module",
        "BuildConfiguration": "the plugin generates a type and a file of that name in the module",
        "FeatureFlagKit": "it is the library the module imports",
    ]

    /// Throws a usage error unless `name` can name a module that other code imports.
    static func check(_ name: String) throws(UsageError) {
        guard SwiftIdentifier.isValid(name) else {
            throw UsageError(message: "--target must be a Swift identifier (ASCII letters, digits and '_', not starting "
                + "with a digit), not \(QuotedText.quoted(name)).")
        }
        if SwiftIdentifier.keywords.contains(name) {
            throw UsageError(message: "--target can't be the Swift keyword \(QuotedText.quoted(name)): `import \(name)` doesn't compile.")
        }
        if let reason = taken[name] {
            throw UsageError(message: "--target can't be \(QuotedText.quoted(name)): \(reason).")
        }
    }
}
