import FlagJSON

/// The `@available(*, deprecated, …)` line of a flag past its `expires` date, for Boolean and
/// variant flags alike.
enum ExpiryDeprecation {
    /// The attribute for flag `name`, or `nil` if the flag hasn't expired or has no date.
    ///
    /// - Parameters:
    ///   - name: the flag's name in the manifest.
    ///   - owner: the manifest's `owner`, named in the message when there is one.
    ///   - expires: the manifest's `expires`.
    ///   - expiredFlags: the names of the flags whose date has passed.
    ///   - sourceName: the manifest's file name, which the message tells the reader to edit.
    /// - Returns: the attribute line.
    static func attribute(
        name: String, owner: String?, expires: CalendarDate?, expiredFlags: Set<String>, sourceName: String
    ) -> String? {
        guard expiredFlags.contains(name), let expires else { return nil }
        // The compiler prints the message as it is: outside text is quoted so it stays one line.
        let owner = owner.map { " (owner: \(QuotedText.quoted($0)))" } ?? ""
        let message =
            "Flag \(QuotedText.quoted(name)) expired on \(expires)\(owner); "
            + "remove it from \(QuotedText.quoted(sourceName)) and delete the code it guards."
        return "@available(*, deprecated, message: \(SwiftLiteral.string(message)))"
    }
}
