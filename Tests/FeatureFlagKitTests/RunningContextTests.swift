import FeatureFlagKit
import Foundation
import Testing

/// The running app's targeting context: versions from a bundle (none for a Linux executable),
/// the system's version, the compiled platform.
@Suite struct RunningContextTests {
    @Test func readsTheBundleAndTheSystem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ffk-bundle-\(UUID().uuidString)/App.app")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let plist = folder.appendingPathComponent("Contents/Info.plist")
        try FileManager.default.createDirectory(
            at: plist.deletingLastPathComponent(), withIntermediateDirectories: true)
        let info: [String: Any] = [
            "CFBundleShortVersionString": "24.3", "CFBundleVersion": "1520", "CFBundleIdentifier": "com.example.app",
        ]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0).write(to: plist)
        let bundle = try #require(Bundle(url: folder))
        let context = TargetingContext.running(unitID: "user-42", bundle: bundle)
        let system = ProcessInfo.processInfo.operatingSystemVersion
        #expect(context.unitID == "user-42")
        #expect(context.appVersion == Version("24.3"))
        #expect(context.build == Version("1520"))
        #expect(context.osVersion == Version([system.majorVersion, system.minorVersion, system.patchVersion]))
        #expect(context.platform == TargetPlatform.current)
    }

    #if os(Linux)
    @Test func aLinuxExecutableHasNoAppVersion() {
        let context = TargetingContext.running(unitID: "u")
        #expect(context.appVersion == nil)
        #expect(context.build == nil)
        #expect(context.platform == .linux)
    }
    #endif

    @Test func everyFieldIsSettable() {
        var context = TargetingContext.running(unitID: "u")
        context.appVersion = Version("25.1")
        context.osVersion = nil
        context.platform = .iOS
        #expect(
            context
                == TargetingContext(
                    unitID: "u", appVersion: Version("25.1"), build: context.build, osVersion: nil, platform: .iOS))
    }
}
