/// The versions from ``min`` (inclusive) up to ``max`` (exclusive); either bound is optional.
///
/// ```swift
/// let range = VersionRange(min: Version("24.3"), max: Version("25"))
/// range.check(Version("24.10")).holds // true
/// range.check(Version("25.0")).holds  // false: .notBelowMaximum
/// ```
package struct VersionRange: Sendable, Hashable {
    package var min: Version?
    /// The first version above the range, if bounded above.
    package var max: Version?

    /// The range from `min` (inclusive) to `max` (exclusive).
    package init(min: Version? = nil, max: Version? = nil) {
        self.min = min
        self.max = max
    }

    /// A Boolean value indicating whether `version` is known and in the range: the same answer
    /// as `check(version).holds`, without building the outcome.
    package func contains(_ version: Version?) -> Bool {
        guard let version else { return false }
        return min.map { version >= $0 } ?? true && max.map { version < $0 } ?? true
    }

    /// Whether `version` is in the range, and if not which bound it fails; a version that is
    /// not known (`nil`) is never in a range.
    package func check(_ version: Version?) -> VersionCheck {
        guard let version else { return .unknown }
        if let min, version < min { return .belowMinimum(version, minimum: min) }
        if let max, version >= max { return .notBelowMaximum(version, maximum: max) }
        return .holds(version, self)
    }
}
