import Foundation

/// A category of Apple's "required reason" APIs: the calls that find it in code, and the reason
/// codes Apple's documentation allows for it ("Describing use of required reason API").
struct RequiredReasonAPI {
    /// The category as the privacy manifest spells it.
    let category: String
    let pattern: NSRegularExpression
    let allowedReasons: Set<String>

    init(_ category: String, _ pattern: String, _ allowedReasons: Set<String>) {
        self.category = "NSPrivacyAccessedAPICategory" + category
        self.pattern = try! NSRegularExpression(pattern: pattern)
        self.allowedReasons = allowedReasons
    }

    static let all = [
        RequiredReasonAPI("UserDefaults", #"\b(NS)?UserDefaults\b"#, ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"]),
        RequiredReasonAPI(
            "FileTimestamp",
            #"\.(creationDate|modificationDate|fileModificationDate|contentModificationDateKey|creationDateKey)\b|\b(NSFileCreationDate|NSFileModificationDate)\b|\b(getattrlist|getattrlistbulk|fgetattrlist|getattrlistat|stat|fstat|fstatat|lstat)\("#,
            ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"]),
        RequiredReasonAPI(
            "SystemBootTime", #"\bsystemUptime\b|\bmach_absolute_time\("#, ["35F9.1", "8FFB.1", "3D61.1"]),
        RequiredReasonAPI(
            "DiskSpace",
            #"\bvolume(Available|Total)Capacity(ForImportantUsage|ForOpportunisticUsage)?Key\b|\bsystem(Free)?Size\b|\b(statfs|statvfs|fstatfs|fstatvfs)\("#,
            ["85F4.1", "E174.1", "7D9E.1", "B728.1"]),
        RequiredReasonAPI("ActiveKeyboards", #"\bactiveInputModes\b"#, ["3EC4.1", "54BD.1"]),
    ]

    /// The categories whose APIs `source` (Swift or C) calls, outside comments and strings.
    static func categories(calledIn source: String) -> Set<String> {
        let text = String(decoding: SwiftCodeText(source: source).bytes, as: UTF8.self)
        let range = NSRange(text.startIndex..., in: text)
        return Set(all.filter { $0.pattern.firstMatch(in: text, range: range) != nil }.map(\.category))
    }
}
