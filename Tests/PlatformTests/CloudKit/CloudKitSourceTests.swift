import Foundation
import Testing

/// FeatureFlagKitCloudKit's source is compiled only where CloudKit exists, so on Linux neither
/// `swift build` nor the other tests read it. This check type-checks it against the part of
/// CloudKit's interface it uses (`Fixtures/CloudKit/CloudKit.swift`, declared as Apple documents
/// it) and the runtime modules this test run built. It catches what doesn't depend on CloudKit's
/// internals: names the module can't see, calls that don't match, Swift 6 errors and warnings.
@Suite struct CloudKitSourceTests {
    #if canImport(CloudKit)
    private static let cloudKitExists = true
    #else
    private static let cloudKitExists = false
    #endif

    @Test(.disabled(if: cloudKitExists, "the package's own build compiles the module against CloudKit itself"))
    func cloudKitSourceTypeChecksWithoutWarnings() throws {
        let build = try BuildFolder.ofThisTestRun()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-cloudkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        let stub = PackageFiles.root.appendingPathComponent("Tests/PlatformTests/Fixtures/CloudKit/CloudKit.swift")
        let interface = try Self.swiftc([
            "-emit-module", "-module-name", "CloudKit", "-parse-as-library", "-swift-version", "6",
            "-emit-module-path", work.appendingPathComponent("CloudKit.swiftmodule").path, stub.path,
        ])
        try #require(interface.status == 0, "The CloudKit interface doesn't compile:\n\(interface.output)")

        let sources = PackageFiles.swiftFiles(in: "Sources/FeatureFlagKitCloudKit").map {
            PackageFiles.root.appendingPathComponent($0).path
        }
        let check = try Self.swiftc(
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "FeatureFlagKitCloudKit",
                // SwiftPM names a root package's `package` scope after its folder.
                "-package-name", PackageFiles.root.lastPathComponent.lowercased(),
                "-I", work.path, "-I", build.modules.path, "-Xcc", "-fmodule-map-file=\(build.atomicsModuleMap.path)",
            ] + sources)
        #expect(check.status == 0, "FeatureFlagKitCloudKit would not compile where CloudKit exists:\n\(check.output)")
    }

    /// Runs `swiftc` from `PATH` and returns its exit status and combined output.
    private static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

/// The folder of the build that produced the running tests, holding the runtime's modules.
private struct BuildFolder {
    /// The compiled Swift modules (`FeatureFlagKit.swiftmodule`, `FlagJSON.swiftmodule`, …).
    let modules: URL
    /// The module map SwiftPM wrote for the runtime's C atomics, which its interface imports.
    let atomicsModuleMap: URL

    /// The folder of the test executable, where SwiftPM puts the modules it built.
    static func ofThisTestRun() throws -> BuildFolder {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let found = BuildFolder(
            modules: folder.appendingPathComponent("Modules"),
            atomicsModuleMap: folder.appendingPathComponent("CFlagAtomics.build/module.modulemap"))
        for url in [found.modules.appendingPathComponent("FeatureFlagKit.swiftmodule"), found.atomicsModuleMap]
        where !FileManager.default.fileExists(atPath: url.path) {
            throw Missing(path: url.path)
        }
        return found
    }

    /// The build folder doesn't hold what SwiftPM's layout puts there.
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "\(path) doesn't exist: run this test with `swift test`." }
    }
}
