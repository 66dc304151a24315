import Foundation

/// An API introduced after some OS versions the package may deploy to, found by a pattern over
/// code text. The versions are those of Apple's documentation for each API.
struct NewerAPI {
    /// The API as a person would name it in a finding.
    let name: String
    let pattern: NSRegularExpression
    let introduced: PlatformVersions

    init(_ name: String, _ pattern: String, _ introduced: PlatformVersions) {
        self.name = name
        self.pattern = try! NSRegularExpression(pattern: pattern)
        self.introduced = introduced
    }

    /// The version of a platform where an API doesn't exist.
    static let neverIntroduced = OSVersion("9999")!
    /// An API that exists on no Apple platform but macOS (Swift Testing's exit tests): code that
    /// uses it must sit in `#if os(macOS) || os(Linux) …`.
    private static let macOSOnly = PlatformVersions("10.15", "9999", "9999", "9999", "9999")
    // visionOS 1 shipped with the APIs of iOS 17, so everything up to that year is there from 1.
    private static let v11 = PlatformVersions("11", "14", "14", "7", "1")
    private static let v12 = PlatformVersions("12", "15", "15", "8", "1")
    private static let v13 = PlatformVersions("13", "16", "16", "9", "1")
    private static let v14 = PlatformVersions("14", "17", "17", "10", "1")
    private static let v15 = PlatformVersions("15", "18", "18", "11", "2")
    private static let v26 = PlatformVersions("26", "26", "26", "26", "26")
    private static let fileHandleThrowing = PlatformVersions("10.15.4", "13.4", "13.4", "6.2", "1")

    /// The APIs the check looks for: the newer Foundation URL and file APIs, clocks, format styles,
    /// Observation, Synchronization, regexes, async URLSession, the SwiftUI views and modifiers a
    /// flags screen is likely to use, and Swift Testing's exit tests and time limits.
    static let all: [NewerAPI] = [
        NewerAPI("URL.appending(path:)", #"\.appending\((path|component|components):"#, v13),
        NewerAPI("URL(filePath:)", #"\bURL\(filePath:"#, v13),
        NewerAPI("URL.path(percentEncoded:)", #"\.path\(percentEncoded:"#, v13),
        NewerAPI(
            "URL's directory properties",
            #"\bURL\.(documentsDirectory|homeDirectory|temporaryDirectory|cachesDirectory|applicationSupportDirectory|libraryDirectory|currentDirectory)|\.documentsDirectory\b"#,
            v13),
        NewerAPI("Duration", #"\bDuration\b"#, v13),
        NewerAPI(
            "ContinuousClock/SuspendingClock", #"\b(ContinuousClock|SuspendingClock)\b|\b(any|some) Clock\b"#, v13),
        NewerAPI("Task.sleep(for:)", #"\bTask\.sleep\((for|until):"#, v13),
        NewerAPI("Swift Testing .timeLimit", #"\.timeLimit\("#, v13),
        NewerAPI(
            "Regex", #"\bRegex\b|#/|\.(wholeMatch|firstMatch|prefixMatch)\(of:|\.matches\(of:|\.trimmingPrefix\("#, v13),
        NewerAPI(
            "Collection.firstRange(of:)/ranges(of:)/replacing(_:)", #"\.(firstRange|ranges)\(of:|\.replacing\("#, v13),
        NewerAPI("OSAllocatedUnfairLock", #"\bOSAllocatedUnfairLock\b"#, v13),
        NewerAPI("NavigationStack/LabeledContent", #"\b(NavigationStack|NavigationSplitView|LabeledContent)\b"#, v13),
        NewerAPI("LocalizedStringResource", #"\bLocalizedStringResource\b"#, v13),
        NewerAPI(".formatted()", #"\.formatted\((\)|\.|date:)"#, v12),
        NewerAPI("FormatStyle", #"\bFormatStyle\b"#, v12),
        NewerAPI("String(localized:)", #"\bString\(localized:"#, v12),
        NewerAPI("AttributedString", #"\bAttributedString\b"#, v12),
        NewerAPI("Date.now", #"\bDate\.now\b"#, v12),
        NewerAPI("async URLSession", #"\.(data|bytes|upload|download)\((for|from):"#, v12),
        NewerAPI(
            "SwiftUI .searchable/.refreshable/.task/.swipeActions",
            #"\.(searchable|refreshable|swipeActions)\b|\.task\s*[{(]"#, v12),
        NewerAPI("os.Logger", #"\bLogger\("#, v11),
        NewerAPI(
            "SwiftUI views of 2020", #"@StateObject|\bProgressView\b|\bLabel\(|\.toolbar\b|\.navigationTitle\("#, v11),
        NewerAPI(
            "Observation",
            #"@Observable\b|@ObservationIgnored|\bObservationRegistrar\b|\bwithObservationTracking\b|@Bindable\b|\bBindable\("#,
            v14),
        NewerAPI("#Preview", #"#Preview\b"#, v14),
        NewerAPI("ContentUnavailableView", #"\bContentUnavailableView\b"#, v14),
        NewerAPI("discarding task groups", #"\bwith(Throwing)?DiscardingTaskGroup\b"#, v14),
        NewerAPI("Synchronization", #"\bMutex\b|\bAtomic<|import Synchronization"#, v15),
        NewerAPI("Swift 6.2 runtime APIs", #"\bObservations\b|\bInlineArray\b|\bTask\.immediate\b|\bTask\(name:"#, v26),
        NewerAPI(
            "throwing FileHandle methods",
            #"\.(write\(contentsOf:|read\(upToCount:|readToEnd\(\)|seekToEnd\(\)|truncate\(atOffset:|seek\(toOffset:)"#,
            fileHandleThrowing),
        NewerAPI("Swift Testing exit tests", #"processExitsWith:"#, macOSOnly),
    ]
}

extension NewerAPI {
    /// The package's own types declared under `@available(…)`: `FlagsScreenModel` needs what
    /// Observation needs wherever it is used.
    static func declared(in source: String) -> [NewerAPI] {
        let text = String(decoding: SwiftCodeText(source: source).bytes, as: UTF8.self)
        let pattern =
            #"@available\(([^)]*)\)\s*(?:@\w+(?:\([^)]*\))?\s*)*(?:(?:public|package|final|nonisolated)\s+)*(?:class|struct|enum|actor|protocol)\s+(\w+)"#
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            let arguments = String(text[Range(match.range(at: 1), in: text)!])
            let name = String(text[Range(match.range(at: 2), in: text)!])
            let introduced = PlatformVersions(availabilityArguments: arguments)
            guard !introduced.versions.isEmpty, !arguments.contains("unavailable") else { return nil }
            return NewerAPI(name, #"\b"# + name + #"\b"#, introduced)
        }
    }
}
