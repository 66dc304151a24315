/// Why a document is not valid JSON, and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// A full sentence that says what is wrong and how to fix it.
    public var message: String
    /// The byte offset of the offending character.
    public var offset: Int

    /// Creates an error at `offset`.
    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}
