/// The process exit status of `flaggen`.
package enum ExitStatus: Int32 {
    /// Success; warnings may have been printed.
    case success = 0
    /// The input has errors (or, for checks, findings).
    case failure = 1
    /// The command line is wrong.
    case usageError = 2
}
