/// An operating system family that remote rules can target with `platforms`.
///
/// The raw values are the names payloads use, exactly as written here.
public enum TargetPlatform: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
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
    case linux = "Linux"
    /// Windows.
    case windows = "Windows"
    /// Android.
    case android = "Android"

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
    public var description: String { rawValue }
}
