/// Something a store ignored or refused, reported instead of failing: an unknown key in a
/// payload, a value a policy refuses, a corrupt override file, a launch override it can't apply.
public struct FlagDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Where the problem came from.
    public enum Origin: Sendable, Hashable {
        /// A remote payload.
        case remotePayload
        /// Local override storage.
        case localOverrides
        /// The local overrides the process was launched with (`FEATUREFLAGKIT_OVERRIDES`).
        case launchOverrides
        /// The last-known-good cache.
        case cache
        /// A payload source (network, file, CloudKit).
        case source
        /// The targeting context: the install id's storage, versions the rules can't compare.
        case targeting
    }

    /// Where the problem came from: a payload, the local overrides, the cache, a source or the
    /// targeting context.
    public package(set) var origin: Origin
    /// The flag key concerned, if any, exactly as it came (from a payload it may hold any
    /// character: quote it before printing it).
    public var key: String?
    /// A full sentence saying what was ignored and why. The store's messages quote text from
    /// outside with `QuotedText`, so they are one line with no control characters.
    package var message: String
    /// The line in the payload, from 1, when the problem is in a payload.
    package var line: Int?
    /// The column in UTF-8 bytes, from 1, when the problem is in a payload.
    package var column: Int?

    package init(origin: Origin, key: String? = nil, message: String, line: Int? = nil, column: Int? = nil) {
        self.origin = origin
        self.key = key
        self.message = message
        self.line = line
        self.column = column
    }

    /// A full sentence saying what was ignored and why, after its `line:column: ` in the
    /// payload when it has one. Text from outside is quoted, so it is one line with no control
    /// characters.
    public var description: String {
        Self.located(message, line: line, column: column)
    }

    /// `line:column: message`, or just the message when the location is unknown.
    package static func located(_ message: String, line: Int?, column: Int?) -> String {
        guard let line, let column else { return message }
        return "\(line):\(column): \(message)"
    }
}
