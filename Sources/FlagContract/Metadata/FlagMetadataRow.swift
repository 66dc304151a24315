import FlagJSON

/// The metadata table's row format, written once for both sides: the generator writes one
/// row per flag into `FeatureFlag.swift`, and the runtime reads them back.
///
/// A row is a one-line JSON object with the field names of `flags.json` (`name`, then `key`,
/// `description`, `remote`, `local`, `owner`, `expires`), fields at their default omitted.
package enum FlagMetadataRow {
    /// A table that is not the generator's output: the generated file was edited by hand.
    package struct MalformedTable: Error, CustomStringConvertible {
        /// What is wrong, as a clause.
        package var description: String
    }

    /// The row for `metadata`, on one line.
    package static func text(for metadata: FlagMetadata) -> String {
        var fields: [(key: String, value: JSONOutput)] = [("name", .string(metadata.name))]
        if metadata.key != metadata.name { fields.append(("key", .string(metadata.key))) }
        if let description = metadata.description { fields.append(("description", .string(description))) }
        if metadata.remotePolicy != .forbidden { fields.append(("remote", metadata.remotePolicy.manifestValue)) }
        if !metadata.allowsLocalOverride { fields.append(("local", .bool(false))) }
        if let owner = metadata.owner { fields.append(("owner", .string(owner))) }
        if let expires = metadata.expires { fields.append(("expires", .string(expires))) }
        return JSONOutput.object(fields).text(.singleLine)
    }

    /// The metadata a row holds.
    package static func read(_ row: JSONValue) throws(MalformedTable) -> FlagMetadata {
        guard let members = row.objectValue else { throw MalformedTable(description: "a row is not an object") }
        // At most seven members: a search per field allocates nothing, where a dictionary per
        // row would be built for every row of the table.
        func field(_ name: String) -> JSONValue? { members.first { $0.key == name }?.value }
        guard let name = field("name")?.stringValue else { throw MalformedTable(description: "a row has no name") }
        return FlagMetadata(
            name: name, key: field("key")?.stringValue, description: field("description")?.stringValue,
            owner: field("owner")?.stringValue, expires: field("expires")?.stringValue,
            remotePolicy: field("remote").flatMap(RemotePolicy.init(manifestValue:)) ?? .forbidden,
            allowsLocalOverride: field("local")?.boolValue ?? true)
    }

    /// Every row of a table: a JSON array of rows in declaration order.
    package static func readTable(_ json: String) throws(MalformedTable) -> [FlagMetadata] {
        let table: JSONValue
        do {
            table = try JSONParser.parse(Array(json.utf8))
        } catch {
            throw MalformedTable(description: error.message)
        }
        guard let rows = table.arrayValue else { throw MalformedTable(description: "the table is not an array") }
        var metadata: [FlagMetadata] = []
        for row in rows { metadata.append(try read(row)) }
        return metadata
    }
}
