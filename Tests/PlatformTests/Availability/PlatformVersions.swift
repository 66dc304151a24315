import Foundation

/// The Apple platforms the package declares, with their names as `@available` spells them.
enum ApplePlatform: String, CaseIterable, Comparable {
    case macOS, iOS, tvOS, watchOS, visionOS

    static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// An OS version such as `10.15.4`, compared component by component.
struct OSVersion: Comparable, CustomStringConvertible {
    let components: [Int]

    init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        components = parts.map { $0! }
    }

    static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        let padded = { (version: OSVersion) in
            version.components + Array(repeating: 0, count: count - version.components.count)
        }
        return padded(lhs).lexicographicallyPrecedes(padded(rhs))
    }

    var description: String { components.map(String.init).joined(separator: ".") }
}

/// A version per platform: where an API was introduced, what a guard ensures, or what a package
/// deploys to.
struct PlatformVersions {
    var versions: [ApplePlatform: OSVersion]

    /// `macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1`.
    init(_ macOS: String, _ iOS: String, _ tvOS: String, _ watchOS: String, _ visionOS: String) {
        versions = [
            .macOS: OSVersion(macOS)!, .iOS: OSVersion(iOS)!, .tvOS: OSVersion(tvOS)!, .watchOS: OSVersion(watchOS)!,
            .visionOS: OSVersion(visionOS)!,
        ]
    }

    init(versions: [ApplePlatform: OSVersion]) {
        self.versions = versions
    }

    /// The versions an `@available(…)` or `#available(…)` argument list names: `macOS 14, iOS 17, *`.
    /// `@available(*, unavailable)` guards every platform: nothing in it is ever called.
    init(availabilityArguments arguments: String) {
        let items = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        if items.first == "*", items.contains("unavailable") {
            versions = Dictionary(uniqueKeysWithValues: ApplePlatform.allCases.map { ($0, OSVersion("9999")!) })
            return
        }
        var versions: [ApplePlatform: OSVersion] = [:]
        for item in items {
            let words = item.split(separator: " ")
            guard words.count == 2, let platform = ApplePlatform(rawValue: String(words[0])),
                let version = OSVersion(words[1])
            else { continue }
            versions[platform] = version
        }
        self.versions = versions
    }

    /// Each platform's later version of the two.
    func raised(to other: PlatformVersions) -> PlatformVersions {
        PlatformVersions(versions: versions.merging(other.versions) { max($0, $1) })
    }
}
