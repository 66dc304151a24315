import FlagJSON

/// A decoded remote payload (version 1): the values it asks for, before any policy or
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

    /// Makes located diagnostics about this payload's entries.
    package func locator() -> Locator {
        Locator(document: document)
    }

    /// Makes diagnostics about entries of one payload, with the line and column of the entry's
    /// key. The document's lines are read at the first diagnostic: decoding doesn't read them,
    /// so that a payload nothing is reported about never pays for it.
    package struct Locator {
        private let document: [UInt8]?
        private var lineIndex: LineIndex?

        fileprivate init(document: [UInt8]?) {
            self.document = document
        }

        /// A diagnostic with `message` about `entry`, located unless the payload was built in code.
        package mutating func diagnostic(_ message: String, about entry: Entry) -> FlagDiagnostic {
            if lineIndex == nil, let document { lineIndex = LineIndex(document) }
            let location = lineIndex?.location(ofOffset: entry.offset)
            return FlagDiagnostic(
                origin: .remotePayload, key: entry.key, message: message, line: location?.line,
                column: location?.column)
        }
    }

    /// Payloads are equal when their entries are.
    package static func == (lhs: RemotePayload, rhs: RemotePayload) -> Bool {
        lhs.entries == rhs.entries
    }

    /// The size above which a payload is rejected unless a store is told otherwise: 1 MiB.
    package static let defaultSizeLimit = 1 << 20
}
