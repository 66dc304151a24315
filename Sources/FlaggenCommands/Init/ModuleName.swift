import FlagGenerator
import FlagJSON
import FlaggenCommandLine

/// The rule for the name of the module `flaggen init` creates.
enum ModuleName {
    /// Names that would clash inside the module: the two types and files the plugin generates,
    /// and the library they import.
    static let taken: [String: String] = [
        "FeatureFlag": "the plugin generates a type and a file of that name in the module",
        "BuildConfiguration": "the plugin generates a type and a file of that name in the module",
        "FeatureFlagKit": "it is the library the module imports",
    ]

    /// The longest name: `NAME.swift` must fit in the 255 bytes a file name may have.
    static let maximumLength = 255 - ".swift".utf8.count

    /// Throws a usage error unless `name` can name a module that other code imports.
    static func check(_ name: String) throws(UsageError) {
        guard SwiftIdentifier.isValid(name) else {
            throw UsageError(
                message: "--target must be a Swift identifier (ASCII letters, digits and '_', not starting "
                    + "with a digit), not \(QuotedText.quoted(name)).")
        }
        if name.utf8.count > maximumLength {
            throw UsageError(
                message: "--target has \(name.utf8.count) characters; a module name may have at most \(maximumLength), "
                    + "so that its Swift file, NAME.swift, has a name of at most 255 bytes.")
        }
        if SwiftIdentifier.keywords.contains(name) {
            throw UsageError(
                message:
                    "--target can't be the Swift keyword \(QuotedText.quoted(name)): `import \(name)` doesn't compile.")
        }
        if let reason = taken[name] {
            throw UsageError(message: "--target can't be \(QuotedText.quoted(name)): \(reason).")
        }
    }
}
