/// A mistake on the command line, explained.
struct UsageError: Error {
    let message: String
}
