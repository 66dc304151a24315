import Foundation

/// The parts of a `PrivacyInfo.xcprivacy` property list the checks read.
struct PrivacyManifest {
    /// Each declared required-reason category with its reasons, in the file's order.
    let reasons: [String: [String]]
    let tracks: Bool
    let trackingDomains: [String]
    /// How many collected data types the manifest declares.
    let collectedDataTypes: Int

    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    init(data: Data) throws {
        guard let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            throw Malformed(description: "the privacy manifest is not a dictionary")
        }
        guard let tracks = plist["NSPrivacyTracking"] as? Bool,
            let domains = plist["NSPrivacyTrackingDomains"] as? [String],
            let collected = plist["NSPrivacyCollectedDataTypes"] as? [Any],
            let accessed = plist["NSPrivacyAccessedAPITypes"] as? [[String: Any]]
        else { throw Malformed(description: "the privacy manifest lacks one of its four keys") }
        var reasons: [String: [String]] = [:]
        for entry in accessed {
            guard let category = entry["NSPrivacyAccessedAPIType"] as? String,
                let codes = entry["NSPrivacyAccessedAPITypeReasons"] as? [String]
            else { throw Malformed(description: "an accessed API entry lacks its type or reasons") }
            reasons[category] = codes
        }
        self.reasons = reasons
        self.tracks = tracks
        trackingDomains = domains
        collectedDataTypes = collected.count
    }
}
