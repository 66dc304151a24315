import FlagJSON
import Foundation

/// One CloudKit record of type `FeatureStatus`, as CloudKitFeatureToggles defines it: the flag
/// key in `featureName` (String) and its value in `isActive` (Int64, nonzero for on).
///
/// Plain Swift, so the mapping from records to a payload is tested on every platform.
public struct FeatureStatusRecord: Sendable, Hashable {
    /// The record's name, for diagnostics.
    public var recordName: String
    /// The `featureName` field: a flag key.
    public var featureName: String?
    /// The `isActive` field: nonzero for on.
    public var isActive: Int64?

    /// Creates a record.
    public init(recordName: String, featureName: String?, isActive: Int64?) {
        self.recordName = recordName
        self.featureName = featureName
        self.isActive = isActive
    }
}

/// Turns `FeatureStatus` records into a version 1 payload, so CloudKit overrides go through
/// the same validation and policies as any other source.
public enum FeatureStatusPayload {
    /// The payload for `records`, and a sentence for each record left out (a missing field,
    /// or a feature already set by an earlier record, in record-name order).
    public static func make(from records: [FeatureStatusRecord]) -> (data: Data, skipped: [String]) {
        var entries: [String] = []
        var seen: Set<String> = []
        var skipped: [String] = []
        for record in records.sorted(by: { $0.recordName < $1.recordName }) {
            guard let name = record.featureName, !name.isEmpty, let isActive = record.isActive else {
                skipped.append("FeatureStatus record '\(record.recordName)' has no featureName or isActive; it was skipped.")
                continue
            }
            guard seen.insert(name).inserted else {
                skipped.append("FeatureStatus record '\(record.recordName)' repeats the feature '\(name)'; it was skipped.")
                continue
            }
            entries.append("    \(JSONString.quoted(name)): \(isActive != 0)")
        }
        let json = "{\n  \"version\": 1,\n  \"flags\": {\n" + entries.joined(separator: ",\n") + "\n  }\n}\n"
        return (Data(json.utf8), skipped)
    }
}
