import Foundation
import Testing

/// Code that only Apple's compilers check: every API newer than the package's minimum platforms
/// is used under a guard, in the library, the tools, the plugins and the tests alike.
@Suite struct AvailabilityTests {
    private static let deploymentTargets = PlatformVersions("10.15", "13", "13", "6", "1")
    private let check = AvailabilityCheck(deploymentTargets: deploymentTargets)

    @Test func packageDeclaresEveryApplePlatformItSupports() throws {
        let declared = try PackageFiles.deploymentTargets()
        #expect(Set(declared.versions.keys) == Set(ApplePlatform.allCases))
    }

    @Test func packageDeploysNoLowerThanTheNewestXcodeBuildsFor() throws {
        let findings = XcodeFloor.newest.findings(for: try PackageFiles.deploymentTargets())
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test func findsAMinimumBelowTheNewestXcodesFloor() {
        let watchOS8 = PlatformVersions(versions: [
            .macOS: OSVersion("12")!, .iOS: OSVersion("15")!, .tvOS: OSVersion("15")!, .watchOS: OSVersion("8")!,
        ])
        #expect(
            XcodeFloor.newest.findings(for: watchOS8) == [
                "Package.swift: error: watchOS 8 is below watchOS 9, the oldest deployment target Xcode 27 builds for; raise .watchOS in platforms.",
                "Package.swift: error: platforms doesn't declare visionOS; Xcode 27 builds it from visionOS 1.",
            ])
    }

    @Test(arguments: ["Sources", "Plugins", "Tests"])
    func noUnguardedNewerAPI(in folder: String) throws {
        let declared = try PackageFiles.swiftFiles(in: "Sources").flatMap {
            try NewerAPI.declared(in: PackageFiles.text($0))
        }
        let check = AvailabilityCheck(
            deploymentTargets: try PackageFiles.deploymentTargets(), apis: NewerAPI.all + declared)
        let files = PackageFiles.swiftFiles(in: folder)
        #expect(!files.isEmpty)
        let findings = try files.flatMap { try check.findings(in: PackageFiles.text($0), path: $0) }
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func findsAnUnguardedUse() {
        let source = """
            struct InitCommand {
                func folder(package: String) -> String {
                    URL(fileURLWithPath: package).appending(path: "Sources").path
                }
            }
            """
        #expect(
            check.findings(in: source, path: "Init.swift") == [
                .init(
                    path: "Init.swift", line: 3, api: "URL.appending(path:)",
                    platforms: "macOS 13, iOS 16, tvOS 16, watchOS 9")
            ])
        #expect(
            check.findings(in: source, path: "Init.swift").first?.description
                == "Init.swift:3: error: URL.appending(path:) needs macOS 13, iOS 16, tvOS 16, watchOS 9, above the deployment target; guard it with @available or #available."
        )
    }

    @Test func acceptsDeclarationsAndBranchesGuardedForEveryPlatform() {
        let source = """
            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            extension Folder {
                var sources: URL { url.appending(path: "Sources") }
            }
            func wait() async throws {
                if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
                    try await Task.sleep(for: .seconds(1))
                } else {
                    try await Task.sleep(nanoseconds: 1)
                }
            }
            func later() {
                guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
                withObservationTracking { model.value } onChange: {}
            }
            @available(*, unavailable)
            func never() { _ = Duration.seconds(1) }
            """
        #expect(check.findings(in: source, path: "Guarded.swift").isEmpty)
    }

    @Test func findsGuardsThatAreTooLowOrMissAPlatform() {
        let source = """
            @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
            func wait() async throws { let limit: Duration = .seconds(1) }
            if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            } else {
                try await Task.sleep(for: .seconds(1))
            }
            @available(macOS 14, iOS 17, *)
            @Observable final class Model {}
            """
        #expect(
            check.findings(in: source, path: "Low.swift").map(\.description) == [
                "Low.swift:2: error: Duration needs macOS 13, iOS 16, tvOS 16, watchOS 9, above the deployment target; guard it with @available or #available.",
                "Low.swift:5: error: Task.sleep(for:) needs macOS 13, iOS 16, tvOS 16, watchOS 9, above the deployment target; guard it with @available or #available.",
                "Low.swift:8: error: Observation needs tvOS 17, watchOS 10, above the deployment target; guard it with @available or #available.",
            ])
    }

    @Test func platformsLeftOutByAnIfNeedNoGuard() {
        let source = """
            #if canImport(SwiftUI) && (os(iOS) || os(macOS))
            @available(macOS 14, iOS 17, *)
            @Observable final class Model {}
            #endif
            #if os(macOS) || os(Linux)
            @Test func exits() async { await #expect(processExitsWith: .success) {} }
            #else
            @Test func exitsElsewhere() async { await #expect(processExitsWith: .success) {} }
            #endif
            #if os(Linux)
            let clock = ContinuousClock()
            #endif
            """
        #expect(
            check.findings(in: source, path: "If.swift").map(\.description) == [
                "If.swift:8: error: Swift Testing exit tests isn't available on iOS, tvOS, watchOS, visionOS; put it in #if os(macOS) || os(Linux) || os(Windows)."
            ])
    }

    @Test func findsUsesOfThePackagesOwnNewerTypes() throws {
        let declaring = """
            @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
            @MainActor @Observable
            public final class FlagsScreenModel<Flag> {}
            """
        let apis = NewerAPI.declared(in: declaring)
        #expect(apis.map(\.name) == ["FlagsScreenModel"])
        let check = AvailabilityCheck(deploymentTargets: Self.deploymentTargets, apis: apis)
        #expect(check.findings(in: declaring, path: "Model.swift").isEmpty)
        let using = """
            @Suite struct FlagsScreenModelTests {
                @Test func rows() { _ = FlagsScreenModel<Int>() }
            }
            """
        #expect(check.findings(in: using, path: "Tests.swift").map(\.line) == [2])
    }

    @Test func readsCodeNotCommentsOrStringsButReadsInterpolations() {
        let source = #"""
            // URL(filePath: path) in a comment
            /* a /* nested */ comment: Duration */
            let text = "appending(path: \"x\") and Date.now"
            let raw = #"Regex in a raw string \(Duration.self)"#
            let shown = "\(Date.now)"
            let block = """
                Task.sleep(for: in a multi-line string)
                """
            """#
        #expect(check.findings(in: source, path: "Text.swift").map(\.line) == [5])
    }
}
