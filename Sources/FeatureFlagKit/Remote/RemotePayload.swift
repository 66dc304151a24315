/// A decoded remote payload (version 1): the overrides it asks for, before any policy or
/// configuration is applied.
///
/// ```json
/// { "version": 1, "flags": { "quick_start": false,
///   "enhancedSiteCreation": { "value": true, "configurations": ["prereleaseTesting"] } } }
/// ```
public struct RemotePayload: Sendable, Equatable {
    /// One well-formed entry of `flags`.
    public struct Entry: Sendable, Equatable {
        /// The flag key, as written.
        public var key: String
        /// The value the payload asks for.
        public var value: Bool
        /// The configurations the entry is limited to; `nil` for all.
        public var configurations: [String]?
        /// Where the entry's key is in the payload.
        public var line: Int
        /// The column of the entry's key, in UTF-8 bytes.
        public var column: Int

        /// Creates an entry.
        public init(key: String, value: Bool, configurations: [String]? = nil, line: Int = 0, column: Int = 0) {
            self.key = key
            self.value = value
            self.configurations = configurations
            self.line = line
            self.column = column
        }
    }

    /// The entries, in document order.
    public var entries: [Entry]

    /// Creates a payload from entries.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The size above which a payload is rejected unless a store is told otherwise: 1 MiB.
    public static let defaultSizeLimit = 1 << 20
}
