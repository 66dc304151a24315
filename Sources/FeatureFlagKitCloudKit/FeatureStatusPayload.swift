import FeatureFlagKit
import FlagJSON
import Foundation

/// Turns `FeatureStatus` records into a version 1 payload, so CloudKit values go through
/// the same validation and policies as any other source.
package struct FeatureStatusPayload: Sendable, Hashable {
    /// The version 1 payload.
    package let data: Data
    /// A sentence for each record or feature left out.
    package let skipped: [String]

    /// The payload for `records`, and a sentence for each record or feature left out.
    ///
    /// A record without `featureName` or `isActive` is skipped. A feature named by more than
    /// one record is left out whole, whatever the records say: record names are chosen by
    /// whoever creates a record, so no order among them can say which record is the real one.
    /// Entries follow record-name order, so the same records always give the same bytes.
    package init(records: [FeatureStatusRecord]) {
        var features: [String] = []
        var claims: [String: [(recordName: String, isOn: Bool)]] = [:]
        var skipped: [String] = []
        for record in records.sorted(by: { $0.recordName < $1.recordName }) {
            guard let name = record.featureName, !name.isEmpty, let isActive = record.isActive else {
                skipped.append(
                    "FeatureStatus record \(QuotedText.quoted(record.recordName)) has no featureName or isActive; it was skipped."
                )
                continue
            }
            if claims[name] == nil { features.append(name) }
            claims[name, default: []].append((record.recordName, isActive != 0))
        }
        var entries: [(key: String, value: JSONOutput)] = []
        for feature in features {
            let claimed = claims[feature, default: []]
            guard claimed.count == 1 else {
                skipped.append(Self.ambiguity(feature, recordNames: claimed.map(\.recordName)))
                continue
            }
            entries.append((feature, .bool(claimed[0].isOn)))
        }
        let json = JSONOutput.object([("version", .number(1)), ("flags", .object(entries))]).text() + "\n"
        data = Data(json.utf8)
        self.skipped = skipped
    }

    /// Names shown in one sentence; the rest are counted.
    private static let namesShown = 10

    private static func ambiguity(_ feature: String, recordNames: [String]) -> String {
        let more = recordNames.count > namesShown ? ", and \(recordNames.count - namesShown) more" : ""
        let names = recordNames.prefix(namesShown).map(QuotedText.quoted).joined(separator: ", ") + more
        return "\(recordNames.count) FeatureStatus records (\(names)) name the feature \(QuotedText.quoted(feature)); "
            + "it was left out of the payload. Delete all but one of them."
    }
}
