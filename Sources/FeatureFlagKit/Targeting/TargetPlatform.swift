/// An operating system family that remote rules can target with `platforms`.
///
/// Its description is the name payloads use, exactly as written there: `iOS`, `Linux`.
public enum TargetPlatform: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// iOS and iPadOS (Mac Catalyst apps too).
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
    /// Linux.
    case linux
    /// Windows.
    case windows
    /// Android.
    case android

    /// The platform this code was compiled for, or `nil` on an operating system outside this
    /// list (FreeBSD, OpenBSD, WASI), where rules with `platforms` never hold.
    public static var current: TargetPlatform? {
        #if os(iOS)
        .iOS
        #elseif os(macOS)
        .macOS
        #elseif os(tvOS)
        .tvOS
        #elseif os(watchOS)
        .watchOS
        #elseif os(visionOS)
        .visionOS
        #elseif os(Android)
        .android
        #elseif os(Linux)
        .linux
        #elseif os(Windows)
        .windows
        #else
        nil
        #endif
    }

    /// The name payloads use: `iOS`, `Linux`.
    public var description: String {
        switch self {
        case .iOS: "iOS"
        case .macOS: "macOS"
        case .tvOS: "tvOS"
        case .watchOS: "watchOS"
        case .visionOS: "visionOS"
        case .linux: "Linux"
        case .windows: "Windows"
        case .android: "Android"
        }
    }

    /// The platform a payload names `name`, exactly as spelled there, or `nil`.
    package init?(name: String) {
        guard let platform = Self.allCases.first(where: { $0.description == name }) else { return nil }
        self = platform
    }
}
