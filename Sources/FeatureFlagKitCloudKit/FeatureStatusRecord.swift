import FeatureFlagKit
import Foundation

/// One CloudKit record of type `FeatureStatus`, as CloudKitFeatureToggles defines it: the flag
/// key in `featureName` (String) and its value in `isActive` (Int64, nonzero for on).
///
/// Plain Swift, so the mapping from records to a payload is tested on every platform.
package struct FeatureStatusRecord: Sendable, Hashable {
    /// The record's name, for diagnostics.
    package var recordName: String
    /// The `featureName` field: a flag key.
    package var featureName: String?
    /// The `isActive` field: nonzero for on.
    package var isActive: Int64?

    /// Creates a record.
    package init(recordName: String, featureName: String?, isActive: Int64?) {
        self.recordName = recordName
        self.featureName = featureName
        self.isActive = isActive
    }
}
