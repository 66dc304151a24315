/// The versions from ``min`` (inclusive) up to ``max`` (exclusive); either bound is optional.
///
/// ```swift
/// let range = VersionRange(min: Version("24.3"), max: Version("25"))
/// range.contains(Version("24.10")) // true
/// range.contains(Version("25.0"))  // false
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

    /// A Boolean value indicating whether `version` is known and in the range; a version that
    /// is not known (`nil`) is never in a range.
    package func contains(_ version: Version?) -> Bool {
        guard let version else { return false }
        return min.map { version >= $0 } ?? true && max.map { version < $0 } ?? true
    }
}
