/// Why a document is not valid JSON, and where.
package struct JSONSyntaxError: Error, Sendable, Equatable {
    /// A full sentence that says what is wrong and how to fix it.
    package var message: String
    package var offset: Int

    package init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}
