/// The outcome of checking a device's version against a ``VersionRange``.
package enum VersionCheck: Sendable, Hashable {
    /// The version is in the range.
    case holds(Version, VersionRange)
    /// The version is lower than the range's inclusive minimum.
    case belowMinimum(Version, minimum: Version)
    /// The version is at or above the range's exclusive maximum.
    case notBelowMaximum(Version, maximum: Version)
    /// The device's version is not known, so no range holds.
    case unknown

    package var holds: Bool {
        if case .holds = self { true } else { false }
    }

    /// The check as a phrase about `subject` ("app version"): `app version 24.4 ≥ 24.3`,
    /// `app version 24.2 < minimum 24.3`, `app version unknown`.
    package func phrase(for subject: String) -> String {
        switch self {
        case .holds(let version, let range):
            let bounds = [range.min.map { "≥ \($0)" }, range.max.map { "< \($0)" }].compactMap(\.self)
            let stated = "\(subject) \(version)"
            return bounds.isEmpty ? stated : stated + " " + bounds.joined(separator: " and ")
        case .belowMinimum(let version, let minimum):
            return "\(subject) \(version) < minimum \(minimum)"
        case .notBelowMaximum(let version, let maximum):
            return "\(subject) \(version) ≥ maximum \(maximum)"
        case .unknown:
            return "\(subject) unknown"
        }
    }
}
