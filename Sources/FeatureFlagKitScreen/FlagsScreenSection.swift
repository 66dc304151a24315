import FeatureFlagKit

/// How the flags screen groups its rows.
public enum FlagsScreenGrouping: String, Sendable, Hashable, CaseIterable {
    /// One section per owner, in alphabetical order, then the flags without an owner.
    case owner
    /// The flags that are on, then those that are off. A variant flag is on when it has another
    /// variant than its first, the baseline.
    case state
}

/// A titled group of rows on the flags screen, in the manifest's declaration order.
public struct FlagsScreenSection<Flag: ManifestFlag>: Sendable, Identifiable {
    /// The section's title: an owner, "No owner", "On" or "Off".
    public let title: String
    /// The section's rows, never empty.
    public let rows: [FlagsScreenRow<Flag>]

    /// The title, which identifies the section.
    public var id: String { title }

    /// The title of the section of flags that name no owner.
    static var noOwner: String { "No owner" }

    /// `rows` grouped by `grouping`, leaving out empty sections.
    static func grouping(_ rows: [FlagsScreenRow<Flag>], by grouping: FlagsScreenGrouping) -> [Self] {
        switch grouping {
        case .owner:
            let owners = Set(rows.compactMap(\.metadata.owner)).sorted()
            return (owners.map(Optional.some) + [nil]).compactMap { owner in
                section(owner ?? noOwner, rows.filter { $0.metadata.owner == owner })
            }
        case .state:
            return [section("On", rows.filter(\.isEnabled)), section("Off", rows.filter { !$0.isEnabled })].compactMap {
                $0
            }
        }
    }

    private static func section(_ title: String, _ rows: [FlagsScreenRow<Flag>]) -> Self? {
        rows.isEmpty ? nil : Self(title: title, rows: rows)
    }
}
