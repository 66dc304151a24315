/// Why a whole payload was rejected; the previous values stay in force.
public struct PayloadRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of rejection.
    public enum Reason: Sendable, Hashable {
        /// Larger than the size limit.
        case tooLarge
        /// Not valid JSON.
        case invalidJSON
        /// Valid JSON, but not a version 1 payload (wrong version, no `flags` object…).
        case invalidDocument
        /// A version other than 1.
        case unsupportedVersion
    }

    /// Why the payload was rejected.
    public package(set) var reason: Reason
    /// A full sentence saying what is wrong.
    package var message: String
    /// The line of the problem, from 1, if it has one.
    package var line: Int?
    /// The column of the problem in UTF-8 bytes, from 1, if it has one.
    package var column: Int?

    package init(_ reason: Reason, _ message: String, line: Int? = nil, column: Int? = nil) {
        self.reason = reason
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:column: message`, or just the message.
    public var description: String {
        FlagDiagnostic.located(message, line: line, column: column)
    }

    /// The diagnostic's message for a rejected payload, however it came in.
    var diagnosticMessage: String {
        "payload rejected: \(description)"
    }
}
