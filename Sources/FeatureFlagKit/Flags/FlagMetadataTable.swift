import FlagJSON

/// The metadata of every flag of a generated enum, decoded from the JSON table that
/// `flaggen` writes into `FeatureFlag.swift`.
///
/// The table is an array with one object per flag in declaration order, using the field
/// names of `flags.json`: `name`, and optionally `key`, `description`, `remote`, `local`,
/// `owner`, `expires`.
///
/// Plumbing for generated code (public so that generated code in another module can use it);
/// apps read `FeatureFlag.x.metadata`.
@_documentation(visibility: private)
public struct _FlagMetadataTable: Sendable {
    private let entries: [FlagMetadata]

    /// Decodes `json`. The table is generated, so a malformed one is a programming error
    /// (the generated file was edited by hand) and stops the program with the reason.
    public init(json: String) {
        do {
            entries = try Self.decode(json)
        } catch {
            preconditionFailure("The generated flag metadata table is malformed (\(error)); regenerate FeatureFlag.swift.")
        }
    }

    /// The metadata of the flag at `ordinal`.
    public subscript(ordinal: Int) -> FlagMetadata {
        entries[ordinal]
    }

    /// The number of flags in the table.
    public var count: Int { entries.count }

    static func decode(_ json: String) throws -> [FlagMetadata] {
        guard let rows = try JSONParser.parse(Array(json.utf8)).arrayValue else {
            throw TableError(message: "the table is not an array")
        }
        return try rows.map(decodeRow)
    }

    private static func decodeRow(_ row: JSONValue) throws -> FlagMetadata {
        guard let members = row.objectValue else { throw TableError(message: "a row is not an object") }
        let fields = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let name = fields["name"]?.stringValue else { throw TableError(message: "a row has no name") }
        let remote: RemotePolicy = switch fields["remote"]?.content {
        case .bool(true): .allowed
        case .string("disable-only"): .disableOnly
        default: .forbidden
        }
        return FlagMetadata(
            name: name, key: fields["key"]?.stringValue, description: fields["description"]?.stringValue,
            owner: fields["owner"]?.stringValue, expires: fields["expires"]?.stringValue,
            remotePolicy: remote, allowsLocalOverride: fields["local"]?.boolValue ?? true)
    }

    private struct TableError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
