import FeatureFlagKit

extension FlagSnapshot {
    /// The flags whose value differs between this snapshot and `other`, in declaration order.
    func changedFlags(since other: FlagSnapshot) -> [Flag] {
        Flag.allCases.filter { valueIndex(of: $0) != other.valueIndex(of: $0) }
    }
}
