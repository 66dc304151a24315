import Foundation

/// Type-checks targets of the package against the stand-in for an Apple framework in
/// `Tests/PlatformTests/Fixtures/<framework>/`, compiled into a temporary folder that lives as
/// long as the check.
final class FrameworkStubCheck {
    private let framework: String
    private let work: URL
    private let build: BuildFolder

    /// Compiles the stand-in for `framework`.
    ///
    /// - Throws: ``Failure`` if the stand-in doesn't compile or the test run's build isn't found.
    init(framework: String) throws {
        self.framework = framework
        build = try BuildFolder.ofThisTestRun()
        work = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-\(framework)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let stub = PackageFiles.root.appendingPathComponent(
            "Tests/PlatformTests/Fixtures/\(framework)/\(framework).swift")
        // Apple's frameworks are resilient: a switch over one of their enums needs `@unknown default`.
        // (That Foundation isn't, here, is all the stand-in would warn about.)
        let interface = try Self.swiftc([
            "-emit-module", "-module-name", framework, "-parse-as-library", "-swift-version", "6",
            "-enable-library-evolution", "-suppress-warnings",
            "-emit-module-path", work.appendingPathComponent("\(framework).swiftmodule").path, stub.path,
        ])
        guard interface.status == 0 else {
            throw Failure(description: "The \(framework) stand-in:\n\(interface.output)")
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: work)
    }

    /// Type-checks the sources of `Sources/<target>` and the files the build plugin generated
    /// for it, with the platform conditions of their `#if` lines lifted (`#if canImport(SwiftUI)
    /// && (os(iOS) || …)` becomes `#if canImport(SwiftUI)`), so only the framework's presence
    /// decides what is compiled. With `emittingModule`, also writes the module where later
    /// checks find it before the one the test run built: a module that depends on this one then
    /// sees its framework-only declarations. The output names the package's files.
    func typeCheck(target: String, emittingModule: Bool = false) throws -> (status: Int32, output: String) {
        let sources = work.appendingPathComponent("Sources/\(target)")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let condition = "#if canImport(\(framework))"
        for path in PackageFiles.swiftFiles(in: "Sources/\(target)") {
            let lines = try PackageFiles.text(path).split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.hasPrefix(condition + " &&") ? Substring(condition) : $0
            }
            let copy = sources.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
            try lines.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)
        }
        let files =
            try FileManager.default.contentsOfDirectory(atPath: sources.path).map {
                sources.appendingPathComponent($0).path
            }
            + build.generatedSources(of: target)
        let module = target.replacingOccurrences(of: "-", with: "_")
        let output =
            emittingModule
            ? [
                "-emit-module", "-parse-as-library", "-emit-module-path",
                work.appendingPathComponent("\(module).swiftmodule").path,
            ]
            : ["-typecheck"]
        let result = try Self.swiftc(
            output + [
                "-swift-version", "6", "-warnings-as-errors", "-module-name", module, "-package-name", Self.packageName,
            ] + searchPaths + files)
        // Messages name the package's files, not the copies.
        return (result.status, result.output.replacingOccurrences(of: sources.path + "/", with: "Sources/\(target)/"))
    }

    /// Type-checks a ```` ```swift ```` block of a documentation article as a file of an app,
    /// below `import FeatureFlagKit` and `import Foundation` as in the README test, with warnings
    /// as errors; the modules earlier checks wrote (``typeCheck(target:emittingModule:)``) come
    /// first. The output names the article's lines.
    ///
    /// - Parameters:
    ///   - lines: The block's lines, without its fences.
    ///   - article: The article's path from the package's root.
    ///   - line: The article's line of the block's first line.
    func typeCheck(block lines: [String], of article: String, at line: Int) throws -> (status: Int32, output: String) {
        let file = work.appendingPathComponent("Example\(UUID().uuidString).swift")
        let location = "#sourceLocation(file: \"\(article)\", line: \(line))"
        try (["import FeatureFlagKit", "import Foundation", location] + lines + ["#sourceLocation()", ""])
            .joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return try Self.swiftc(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Example"] + searchPaths + [
                file.path
            ])
    }

    /// Where the compiler finds the stand-in, the modules the checks wrote and the test run's own.
    private var searchPaths: [String] {
        ["-I", work.path, "-I", build.modules.path, "-Xcc", "-fmodule-map-file=\(build.atomicsModuleMap.path)"]
    }

    /// The name SwiftPM gives the package's `package` scope: its identity as a C identifier,
    /// each other character an underscore.
    private static var packageName: String {
        let name = String(BuildFolder.packageIdentity.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// Runs `swiftc` from `PATH` and returns its exit status and what it printed.
    private static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try ToolProcess.run(["swiftc"] + arguments)
        return (result.status, result.output + result.errors)
    }

    /// The stand-in didn't compile, or the build folder doesn't hold what SwiftPM puts there.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}

/// The folder of the build that produced the running tests, holding the runtime's modules.
private struct BuildFolder {
    /// The compiled Swift modules (`FeatureFlagKit.swiftmodule`, `FlagJSON.swiftmodule`, …).
    let modules: URL
    /// The module map SwiftPM wrote for the runtime's C atomics, which its interface imports.
    let atomicsModuleMap: URL
    /// Where the build plugins wrote their files: `plugins/outputs/<identity>/<target>/…`.
    let pluginOutputs: URL

    /// The root package's identity, as SwiftPM names it: its folder's name, lowercased.
    static let packageIdentity = PackageFiles.root.lastPathComponent.lowercased()

    /// The folder of the test executable, where SwiftPM puts the modules it built, two levels
    /// below the scratch path (`.build/<triple>/debug`).
    static func ofThisTestRun() throws -> BuildFolder {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let found = BuildFolder(
            modules: folder.appendingPathComponent("Modules"),
            atomicsModuleMap: folder.appendingPathComponent("CFlagAtomics.build/module.modulemap"),
            pluginOutputs: folder.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("plugins/outputs"))
        for url in [
            found.modules.appendingPathComponent("FeatureFlagKit.swiftmodule"), found.atomicsModuleMap,
            found.pluginOutputs,
        ] where !FileManager.default.fileExists(atPath: url.path) {
            throw FrameworkStubCheck.Failure(description: "\(url.path) doesn't exist: run this test with `swift test`.")
        }
        return found
    }

    /// The Swift files FeatureFlagPlugin generated for `target` (none if it uses no plugin).
    func generatedSources(of target: String) -> [String] {
        let generated = pluginOutputs.appendingPathComponent(
            "\(Self.packageIdentity)/\(target)/destination/FeatureFlagPlugin/GeneratedSources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: generated.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { generated.appendingPathComponent($0).path }
    }
}
