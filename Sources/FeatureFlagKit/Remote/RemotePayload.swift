import FlagJSON

/// A decoded remote payload (version 1): the overrides it asks for, before any policy or
/// configuration is applied.
///
/// ```json
/// { "version": 1, "flags": { "quick_start": false,
///   "enhancedSiteCreation": { "value": true, "configurations": ["prereleaseTesting"] },
///   "newEditor": [{ "value": false, "osVersion": { "max": "16" } }, { "value": true, "rollout": 25 }] } }
/// ```
package struct RemotePayload: Sendable, Equatable {
    /// One well-formed entry of `flags`.
    package struct Entry: Sendable, Equatable {
        package var key: String
        /// What the entry asks for: a value (perhaps limited to configurations), or targeting rules.
        package var rules: EntryRules
        /// The byte offset of the entry's key in the payload (0 for entries built in code).
        package var offset: Int

        /// An entry asking for `value`, in builds of `configurations` (`nil`: all).
        package init(key: String, value: Bool, configurations: [String]? = nil, offset: Int = 0) {
            self.init(key: key, rules: .plain(value: .bool(value), configurations: configurations), offset: offset)
        }

        package init(key: String, rules: EntryRules, offset: Int) {
            self.key = key
            self.rules = rules
            self.offset = offset
        }
    }

    /// The entries, in document order. A key may appear more than once; the first one is used.
    package var entries: [Entry]
    /// The document the entries came from, for locating them; `nil` for a payload built in code.
    private let document: [UInt8]?

    /// Creates a payload from entries (which may come from other payloads), read from
    /// `document` if they were.
    package init(entries: [Entry], document: [UInt8]? = nil) {
        self.entries = entries
        self.document = document
    }

    /// Where `entry`'s key is in the document, or `nil` for a payload built in code.
    ///
    /// Each call reads the document for its lines; to locate many entries, ask `locator()`
    /// once.
    package func location(of entry: Entry) -> SourceLocation? {
        locator().location(of: entry)
    }

    /// Locates entries of this payload, reading the document's lines once: decoding doesn't,
    /// so that a payload nothing is reported about never pays for it.
    package func locator() -> Locator {
        Locator(lineIndex: document.map(LineIndex.init))
    }

    /// Lines and columns of entries in one payload's document.
    package struct Locator {
        let lineIndex: LineIndex?

        /// Where `entry`'s key is, or `nil` for a payload built in code.
        package func location(of entry: Entry) -> SourceLocation? {
            lineIndex?.location(ofOffset: entry.offset)
        }
    }

    /// Payloads are equal when their entries are.
    package static func == (lhs: RemotePayload, rhs: RemotePayload) -> Bool {
        lhs.entries == rhs.entries
    }

    /// The size above which a payload is rejected unless a store is told otherwise: 1 MiB.
    package static let defaultSizeLimit = 1 << 20
}
