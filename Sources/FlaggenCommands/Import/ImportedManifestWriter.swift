import FlagGenerator
import FlagJSON

/// Writes an ``ImportedManifest`` as `flags.json` text: one configuration and one flag per
/// line, fields in the order the manifest documentation uses, and a trailing newline.
package enum ImportedManifestWriter {
    /// The manifest as JSON text.
    package static func json(_ manifest: ImportedManifest) -> String {
        var members: [(key: String, value: JSONOutput)] = [("version", .number(1))]
        if manifest.isPublic { members.append(("access", .string("public"))) }
        members.append(("configurations", .array(manifest.configurations.map(configuration))))
        members.append(("flags", .array(manifest.flags.map(flag))))
        return JSONOutput.object(members).text(singleLineFrom: 2) + "\n"
    }

    private static func configuration(_ configuration: ImportedConfiguration) -> JSONOutput {
        .object(
            [("name", .string(configuration.name))]
                + (configuration.condition.map { [("condition", .string($0))] } ?? []))
    }

    private static func flag(_ flag: ImportedFlag) -> JSONOutput {
        var fields: [(key: String, value: JSONOutput)] = [("name", .string(flag.name))]
        if let key = flag.key { fields.append(("key", .string(key))) }
        if let description = flag.description { fields.append(("description", .string(description))) }
        fields.append(("enabled", flag.variant.map { variantRule(flag.enabled, variant: $0) } ?? rule(flag.enabled)))
        if flag.isRemote { fields.append(("remote", .bool(true))) }
        if !flag.allowsLocalOverride { fields.append(("local", .bool(false))) }
        return .object(fields)
    }

    private static func rule(_ rule: EnabledRule) -> JSONOutput {
        switch rule {
        case .always: .bool(true)
        case .never: .bool(false)
        case .only(let names): .array(names.map(JSONOutput.string))
        case .except(let names): .object([("except", .array(names.map(JSONOutput.string)))])
        }
    }

    /// `{ "in" | "except": [names], "if": "CONDITION" }`, or `{ "if": … }` alone for a flag on everywhere.
    private static func variantRule(_ rule: EnabledRule, variant: CompilationCondition) -> JSONOutput {
        let condition = ("if", JSONOutput.string(variant.description))
        return switch rule {
        case .never: .bool(false)
        case .always: .object([condition])
        case .only(let names): .object([("in", .array(names.map(JSONOutput.string))), condition])
        case .except(let names): .object([("except", .array(names.map(JSONOutput.string))), condition])
        }
    }
}
