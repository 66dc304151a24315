import FlagJSON

/// One flag's metadata as a row of the generated metadata table, written once for both sides:
/// the generator writes one row per flag into `FeatureFlag.swift`, and the runtime reads them
/// back into its public `FlagMetadata`.
///
/// A row is a one-line JSON object with the field names of `flags.json` (`name`, then `key`,
/// `description`, `variants`, `type` with `minimum`, `maximum` or `maxLength`, `remote`, `local`,
/// `owner`, `expires`), fields at their default omitted.
package struct FlagMetadataRow: Sendable, Hashable {
    /// A table that is not the generator's output: the generated file was edited by hand.
    package struct MalformedTable: Error, CustomStringConvertible {
        /// What is wrong, as a clause.
        package var description: String
    }

    package var name: String
    package var key: String
    package var description: String?
    /// The names of a variant flag's variants, the baseline first; `nil` for a Boolean flag.
    package var variants: [String]?
    /// A typed flag's type and bounds; `nil` for a Boolean or variant flag.
    package var valueType: ValueType?
    package var owner: String?
    /// The last day the flag is meant to live, `YYYY-MM-DD`, if the manifest says.
    package var expires: String?
    package var remotePolicy: RemotePolicy
    /// A Boolean value indicating whether the flag allows local overrides (its `"local"`).
    package var allowsLocalOverride: Bool

    /// A row; `key` defaults to `name`, as in the manifest.
    package init(
        name: String, key: String? = nil, description: String? = nil, variants: [String]? = nil,
        valueType: ValueType? = nil, owner: String? = nil, expires: String? = nil,
        remotePolicy: RemotePolicy = .forbidden, allowsLocalOverride: Bool = true
    ) {
        self.name = name
        self.key = key ?? name
        self.description = description
        self.variants = variants
        self.valueType = valueType
        self.owner = owner
        self.expires = expires
        self.remotePolicy = remotePolicy
        self.allowsLocalOverride = allowsLocalOverride
    }

    /// Who may change the flag remotely, in words, for reports and tables: "never", "on or off",
    /// "off only"; for a variant flag, "any variant" and "baseline only"; for a typed flag, which
    /// has no "off", "any value".
    package var remoteSummary: String {
        switch (remotePolicy, variants != nil, valueType != nil) {
        case (.forbidden, _, _): "never"
        case (_, _, true): "any value"
        case (.allowed, false, _): "on or off"
        case (.allowed, true, _): "any variant"
        case (.disableOnly, false, _): "off only"
        case (.disableOnly, true, _): "baseline only"
        }
    }

    package var text: String {
        var fields: [(key: String, value: JSONOutput)] = [("name", .string(name))]
        if key != name { fields.append(("key", .string(key))) }
        if let description { fields.append(("description", .string(description))) }
        if let variants { fields.append(("variants", .array(variants.map(JSONOutput.string)))) }
        if let valueType { fields += valueType.fields }
        if remotePolicy != .forbidden { fields.append(("remote", remotePolicy.manifestValue)) }
        if !allowsLocalOverride { fields.append(("local", .bool(false))) }
        if let owner { fields.append(("owner", .string(owner))) }
        if let expires { fields.append(("expires", .string(expires))) }
        return JSONOutput.object(fields).text(singleLineFrom: 0)
    }

    package init(_ json: JSONValue) throws(MalformedTable) {
        guard let members = json.objectValue else { throw MalformedTable(description: "a row is not an object") }
        // At most twelve members: a search per field allocates nothing, where a dictionary per
        // row would be built for every row of the table.
        func field(_ name: String) -> JSONValue? { members.first { $0.key == name }?.value }
        guard let name = field("name")?.stringValue else { throw MalformedTable(description: "a row has no name") }
        self.init(
            name: name, key: field("key")?.stringValue, description: field("description")?.stringValue,
            variants: try field("variants").map(Self.variants), valueType: try ValueType(field: field),
            owner: field("owner")?.stringValue,
            expires: field("expires")?.stringValue,
            remotePolicy: field("remote").flatMap(RemotePolicy.init(manifestValue:)) ?? .forbidden,
            allowsLocalOverride: field("local")?.boolValue ?? true)
    }

    /// The variant names of a row's `variants` array.
    private static func variants(_ json: JSONValue) throws(MalformedTable) -> [String] {
        let names = json.arrayValue?.compactMap(\.stringValue) ?? []
        guard names.count >= 2, names.count == json.arrayValue?.count else {
            throw MalformedTable(description: "a row's variants are not two or more names")
        }
        return names
    }

    /// Every row of a table: a JSON array of rows in declaration order.
    package static func table(_ json: String) throws(MalformedTable) -> [FlagMetadataRow] {
        let table: JSONValue
        do {
            table = try JSONParser.parse(Array(json.utf8))
        } catch {
            throw MalformedTable(description: error.message)
        }
        guard let rows = table.arrayValue else { throw MalformedTable(description: "the table is not an array") }
        return try rows.map { row throws(MalformedTable) in try FlagMetadataRow(row) }
    }
}
