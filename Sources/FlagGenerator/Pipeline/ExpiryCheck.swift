import FlagJSON

/// Finds flags past their `expires` date.
enum ExpiryCheck {
    /// The flags whose `expires` date is before `today` (a flag lives
    /// through its last day), in manifest order.
    static func expiredFlags(in manifest: Manifest, today: CalendarDate) -> [FlagDeclaration] {
        manifest.flags.filter { flag in flag.expires.map { $0 < today } ?? false }
    }

    /// One diagnostic per flag of `expired`, at the flag's name, in their order.
    ///
    /// - Parameter strict: report errors instead of warnings (for CI).
    static func diagnostics(for expired: [FlagDeclaration], strict: Bool) -> [Diagnostic] {
        expired.map { flag in
            let owner = flag.owner.map { " (owner: \(QuotedText.quoted($0)))" } ?? ""
            return Diagnostic(
                strict ? .error : .warning,
                "flag \(QuotedText.quoted(flag.name)) expired on \(flag.expires!)\(owner); delete it and the code it "
                    + "guards, or move 'expires' to a later date.",
                at: flag.location)
        }
    }
}
