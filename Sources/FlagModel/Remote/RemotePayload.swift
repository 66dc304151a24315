import FlagJSON

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
        /// The byte offset of the entry's key in the payload (0 for entries built in code).
        public var offset: Int

        /// Creates an entry.
        public init(key: String, value: Bool, configurations: [String]? = nil, offset: Int = 0) {
            self.key = key
            self.value = value
            self.configurations = configurations
            self.offset = offset
        }
    }

    /// The entries, in document order. A key may appear more than once; the first one is used.
    public var entries: [Entry]
    /// Lines of the document the entries came from, for locating diagnostics.
    private let lineIndex: LineIndex?

    /// Creates a payload from entries.
    public init(entries: [Entry]) {
        self.init(entries: entries, lineIndex: nil)
    }

    package init(entries: [Entry], lineIndex: LineIndex?) {
        self.entries = entries
        self.lineIndex = lineIndex
    }

    /// Where an entry's key is in the document.
    public struct Location: Sendable, Hashable {
        /// The line, from 1.
        public let line: Int
        /// The column in UTF-8 bytes, from 1.
        public let column: Int
    }

    /// Where `entry`'s key is in the document, or `nil` for a payload built in code.
    public func location(of entry: Entry) -> Location? {
        guard let location = lineIndex?.location(ofOffset: entry.offset) else { return nil }
        return Location(line: location.line, column: location.column)
    }

    /// Payloads are equal when their entries are.
    public static func == (lhs: RemotePayload, rhs: RemotePayload) -> Bool {
        lhs.entries == rhs.entries
    }

    /// The size above which a payload is rejected unless a store is told otherwise: 1 MiB.
    public static let defaultSizeLimit = 1 << 20
}
