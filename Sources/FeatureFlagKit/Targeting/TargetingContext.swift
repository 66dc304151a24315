import Foundation

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

extension TargetingContext {
    /// The context of the running app: versions from `bundle`, the operating system's version
    /// from `processInfo`, and the platform this code was compiled for.
    ///
    /// A version that is missing or doesn't parse (`1.0-beta`) is unknown (`nil`); a Linux
    /// executable has no bundle, so its app version and build are unknown. Change any field of
    /// the result before use; rules never read the bundle or the system themselves.
    ///
    /// On Mac Catalyst, and for iPhone and iPad apps on a Mac or Apple Vision Pro, the platform
    /// is iOS (what the code was compiled for) while the OS version is the one `processInfo`
    /// reports, which can be the host system's: set `osVersion` yourself there if rules compare
    /// iOS versions.
    ///
    /// ```swift
    /// store.setTargeting(.running(unitID: userID ?? store.installID(storedAt: installIDFile)))
    /// ```
    ///
    /// - Parameters:
    ///   - unitID: the unit that rollouts bucket: the app's user id, or an install id.
    ///   - bundle: the bundle whose `CFBundleShortVersionString` and `CFBundleVersion` give the
    ///     app version and build; the main bundle by default.
    ///   - processInfo: where the operating system's version comes from (on Linux, the
    ///     kernel's version).
    /// - Returns: a context for the running app and `unitID`.
    public static func running(
        unitID: String, bundle: Bundle = .main, processInfo: ProcessInfo = .processInfo
    ) -> TargetingContext {
        TargetingContext(
            unitID: unitID,
            appVersion: bundleVersion(bundle, key: "CFBundleShortVersionString"),
            build: bundleVersion(bundle, key: "CFBundleVersion"),
            osVersion: Version(processInfo.operatingSystemVersion),
            platform: .current)
    }

    private static func bundleVersion(_ bundle: Bundle, key: String) -> Version? {
        (bundle.object(forInfoDictionaryKey: key) as? String).flatMap(Version.init)
    }
}

extension Version {
    package init(_ version: OperatingSystemVersion) {
        self.init([version.majorVersion, version.minorVersion, version.patchVersion].map { max($0, 0) })
    }
}
