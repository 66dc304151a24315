/// What remote rules are evaluated against: who the unit is and what the device runs.
///
/// A plain value: rules never read the bundle, the system or a global, so tests and previews
/// set exactly the device they mean.
///
/// ```swift
/// let context = TargetingContext(
///     unitID: "user-42", appVersion: Version("24.4"), osVersion: Version("17.4"), platform: .iOS)
/// ```
public struct TargetingContext: Sendable, Hashable {
    /// The unit that rollouts bucket: the app's user id when it sets one, else an install id.
    public var unitID: String
    /// The app's version (`CFBundleShortVersionString` on Apple platforms), if known.
    public var appVersion: Version?
    /// The app's build number (`CFBundleVersion` on Apple platforms), if known.
    public var build: Version?
    /// The operating system's version, if known.
    public var osVersion: Version?
    /// The operating system family, or `nil` outside ``TargetPlatform``'s list.
    public var platform: TargetPlatform?

    /// A context with every field given; a version left `nil` is unknown, so rules that test
    /// it don't hold.
    ///
    /// - Parameters:
    ///   - unitID: the unit that rollouts bucket: the app's user id, or an install id.
    ///   - appVersion: the app's version, or `nil` if unknown.
    ///   - build: the app's build number, or `nil` if unknown.
    ///   - osVersion: the operating system's version, or `nil` if unknown.
    ///   - platform: the operating system family; the one this code was compiled for by default.
    public init(
        unitID: String,
        appVersion: Version? = nil,
        build: Version? = nil,
        osVersion: Version? = nil,
        platform: TargetPlatform? = .current
    ) {
        self.unitID = unitID
        self.appVersion = appVersion
        self.build = build
        self.osVersion = osVersion
        self.platform = platform
    }
}
