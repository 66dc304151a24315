/// The oldest deployment targets an Xcode builds for. Below them Xcode fails every build of the
/// package ("The watchOS Simulator deployment target 'WATCHOS_DEPLOYMENT_TARGET' is set to 8.0, but
/// the range of supported deployment target versions is 9.0 to …"), and Linux can't see it.
struct XcodeFloor {
    /// The Xcode, as a person would name it in a finding.
    let xcode: String
    let versions: PlatformVersions

    /// The newest Xcode's floor: Xcode 27 raised watchOS to 9 and macOS to 12.
    static let newest = XcodeFloor(xcode: "Xcode 27", versions: PlatformVersions("12", "15", "15", "9", "1"))

    /// One finding for each platform whose minimum in `declared` is below the floor or missing.
    func findings(for declared: PlatformVersions) -> [String] {
        versions.versions.sorted { $0.key < $1.key }.compactMap { platform, floor in
            guard let minimum = declared.versions[platform] else {
                return "Package.swift: error: platforms doesn't declare \(platform.rawValue); \(xcode) builds it "
                    + "from \(platform.rawValue) \(floor)."
            }
            guard minimum < floor else { return nil }
            return "Package.swift: error: \(platform.rawValue) \(minimum) is below \(platform.rawValue) \(floor), "
                + "the oldest deployment target \(xcode) builds for; raise .\(platform.rawValue) in platforms."
        }
    }
}
