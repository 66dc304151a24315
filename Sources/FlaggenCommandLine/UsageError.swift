/// A mistake on the command line, explained.
package struct UsageError: Error {
    /// What is wrong and how to fix it, as a sentence.
    package let message: String

    /// An error that says `message`.
    package init(message: String) {
        self.message = message
    }
}
