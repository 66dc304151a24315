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

/// What ``RemotePayload/decode(_:sizeLimit:)`` makes of a payload it does not reject whole.
package struct DecodedPayload: Sendable, Equatable {
    package var payload: RemotePayload
    /// One diagnostic per entry that was dropped or field that was ignored, in document order.
    package var diagnostics: [FlagDiagnostic]
}

extension RemotePayload {
    /// Decodes a payload, rejecting it whole if it is too large, not JSON, or not version 1,
    /// and dropping (and reporting) individual entries that are malformed.
    ///
    /// - Returns: the payload and one diagnostic per dropped entry or ignored field.
    package static func decode(_ bytes: [UInt8], sizeLimit: Int = defaultSizeLimit) throws(PayloadRejection)
        -> DecodedPayload
    {
        guard bytes.count <= sizeLimit else {
            throw PayloadRejection(
                .tooLarge, "the payload is \(bytes.count) bytes, more than the limit of \(sizeLimit) bytes.")
        }
        let outline: PayloadOutline
        do {
            outline = try PayloadReader.read(bytes)
        } catch {
            let location = LineIndex(bytes).location(ofOffset: error.offset)
            throw PayloadRejection(.invalidJSON, error.message, line: location.line, column: location.column)
        }
        var decoder = PayloadDocumentDecoder(bytes: bytes)
        try decoder.check(outline)
        return DecodedPayload(
            payload: RemotePayload(entries: outline.entries, document: bytes), diagnostics: decoder.diagnostics)
    }
}

/// Checks the top level of a version 1 payload, collecting diagnostics for what it ignores and
/// for the entries that were dropped.
private struct PayloadDocumentDecoder {
    let bytes: [UInt8]
    var diagnostics: [FlagDiagnostic] = []
    /// The document's lines, read at the first diagnostic: a clean payload never needs them.
    var lineIndex: LineIndex?

    mutating func check(_ outline: PayloadOutline) throws(PayloadRejection) {
        let document = outline.document
        guard let members = document.objectValue else {
            throw rejection(
                .invalidDocument, "a payload must be a JSON object, not \(document.kindDescription).",
                at: document.offset)
        }
        if let repeated = Self.repeatedKey(in: members, among: ["version", "flags"]) {
            throw rejection(
                .invalidDocument, "\"\(repeated.key)\" appears twice; the payload is ambiguous.", at: repeated.keyOffset
            )
        }
        let version = members.first { $0.key == "version" }
        guard let version else {
            throw rejection(
                .invalidDocument,
                "the payload has no \"version\"; version 1 payloads start with { \"version\": 1, … }.",
                at: document.offset)
        }
        guard case .number(1) = version.value.content else {
            let shown =
                version.value.stringValue.map { "\(QuotedText.quoted($0)) (a string)" }
                ?? version.value.shortDescription
            throw rejection(
                .unsupportedVersion, "version \(shown) is not supported; this app reads version 1 payloads.",
                at: version.value.offset)
        }
        guard let flags = members.first(where: { $0.key == "flags" }) else {
            throw rejection(.invalidDocument, "the payload has no \"flags\" object.", at: document.offset)
        }
        guard flags.value.objectValue != nil else {
            throw rejection(
                .invalidDocument,
                "\"flags\" must be an object of key: value pairs, not \(flags.value.kindDescription).",
                at: flags.value.offset)
        }
        var ignored: Set<String> = []
        let known: Set<String> = ["version", "flags", "$schema"]
        for member in members where !known.contains(member.key) && ignored.insert(member.key).inserted {
            report(
                nil, "the top-level field \(QuotedText.quoted(member.key)) is not part of version 1 and was ignored.",
                at: member.keyOffset)
        }
        for (key, problem) in outline.problems { report(key, problem.message, at: problem.offset) }
    }

    /// The second occurrence of the first of `keys` that appears twice, if any.
    private static func repeatedKey(in members: [JSONMember], among keys: Set<String>) -> JSONMember? {
        var seen: Set<String> = []
        return members.first { keys.contains($0.key) && !seen.insert($0.key).inserted }
    }

    private mutating func report(_ key: String?, _ message: String, at offset: Int) {
        let location = location(ofOffset: offset)
        diagnostics.append(
            FlagDiagnostic(
                origin: .remotePayload, key: key, message: message, line: location.line, column: location.column))
    }

    private mutating func rejection(_ reason: PayloadRejection.Reason, _ message: String, at offset: Int)
        -> PayloadRejection
    {
        let location = location(ofOffset: offset)
        return PayloadRejection(reason, message, line: location.line, column: location.column)
    }

    private mutating func location(ofOffset offset: Int) -> SourceLocation {
        let lines = lineIndex ?? LineIndex(bytes)
        lineIndex = lines
        return lines.location(ofOffset: offset)
    }
}
