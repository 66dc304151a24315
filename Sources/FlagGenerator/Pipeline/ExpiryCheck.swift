import FlagJSON

/// Finds flags past their `expires` date.
package enum ExpiryCheck {
    /// The flags whose `expires` date is before `today` (a flag lives through its last day).
    package static func expiredFlags(in manifest: Manifest, today: CalendarDate) -> [FlagDeclaration] {
        manifest.flags.filter { flag in flag.expires.map { $0 < today } ?? false }
    }

    /// The variant flags whose `expires` date is before `today`.
    package static func expiredMultivariateFlags(in manifest: Manifest, today: CalendarDate)
        -> [MultivariateFlagDeclaration]
    {
        manifest.multivariateFlags.filter { flag in flag.expires.map { $0 < today } ?? false }
    }

    /// One diagnostic per expired flag, at the flag's name, in manifest order.
    ///
    /// - Parameter strict: report errors instead of warnings (for CI).
    package static func diagnostics(for manifest: Manifest, today: CalendarDate, strict: Bool = false) -> [Diagnostic] {
        let expired =
            expiredFlags(in: manifest, today: today).map { ($0.name, $0.owner, $0.expires!, $0.location) }
            + expiredMultivariateFlags(in: manifest, today: today).map { ($0.name, $0.owner, $0.expires!, $0.location) }
        return expired.sorted { $0.3 < $1.3 }.map { name, owner, expires, location in
            let owner = owner.map { " (owner: \(QuotedText.quoted($0)))" } ?? ""
            return Diagnostic(
                strict ? .error : .warning,
                "flag \(QuotedText.quoted(name)) expired on \(expires)\(owner); delete it and the code it guards, "
                    + "or move 'expires' to a later date.",
                at: location)
        }
    }

}
