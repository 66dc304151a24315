import FlagJSON

/// Reads the `name` of a flag or a configuration: the enum case it becomes, checked against
/// Swift's rules and against the names the generated code already uses.
package struct CaseNameDecoder {
    /// What messages call the object: "flag", "configuration".
    let kind: String
    /// The `name` field suggested when it is missing.
    let example: String
    /// The generated enum that gets the case.
    let typeName: String
    /// The members that enum generates, which no case may take.
    let generatedMembers: Set<String>
    /// A Boolean value indicating whether the object has a `key` that can keep a different remote key.
    let hasKey: Bool

    /// The name of a flag, a `FeatureFlag` case.
    package static let flag = CaseNameDecoder(
        kind: "flag", example: "\"name\": \"newThing\"", typeName: "FeatureFlag",
        generatedMembers: GeneratedNames.featureFlagMembers, hasKey: true)

    /// The name of a configuration, a `BuildConfiguration` case.
    package static let configuration = CaseNameDecoder(
        kind: "configuration", example: "\"name\": \"appStore\"", typeName: "BuildConfiguration",
        generatedMembers: GeneratedNames.buildConfigurationMembers, hasKey: false)

    /// The object's name; `nil` if it is missing or can't be a case (the error is reported).
    func decode(_ fields: FieldReader) -> String? {
        guard let value = fields.required("name", example: example),
            let name = fields.string("name")
        else { return nil }
        guard let problem = problem(with: name) else { return name }
        fields.diagnostics.error("\(kind) name \(QuotedText.quoted(name)) \(problem)", at: value.offset)
        return nil
    }

    /// Why `name` can't be a case, as the rest of the sentence after "flag name 'x'"; `nil` if it can.
    /// Only a valid identifier reaches the messages that repeat `name`.
    package func problem(with name: String) -> String? {
        if !SwiftIdentifier.isValid(name) {
            return "is not a Swift identifier; use letters, digits and underscores, starting with a letter "
                + "(lowerCamelCase by convention)" + (hasKey ? ", and set 'key' if the remote key must differ." : ".")
        }
        if SwiftIdentifier.reservedOnEveryType.contains(name) {
            return "can't be an enum case: Swift gives '.\(name)' a meaning on every type; choose another name."
        }
        if GeneratedNames.referencedIdentifiers.contains(name) {
            return "would hide \(name), which the generated code uses; choose another name."
        }
        if generatedMembers.contains(name) {
            return "is taken by a member that \(typeName) generates; choose another name"
                + (hasKey ? " (set 'key' to keep '\(name)' as the remote key)." : ".")
        }
        return nil
    }
}
