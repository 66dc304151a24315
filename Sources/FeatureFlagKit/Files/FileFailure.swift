/// Why ``AtomicFile`` or ``FileLock`` could not do its work, in words for a message.
struct FileFailure: Error {
    let reason: String
}
