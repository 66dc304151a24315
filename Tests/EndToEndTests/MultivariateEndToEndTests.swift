import Foundation
import Testing

/// Variant flags in real `swift build`s of the FlagsApp fixture's `variant-app`: a switch over a
/// variant compiles exhaustively, and a release build keeps only the compiled variant's arm.
@Suite(.serialized)
struct MultivariateEndToEndTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(20))) func debugBuildSwitchesToTheLocalDeveloperVariant() throws {
        let workspace = try FixtureWorkspace.make()
        defer { workspace.remove() }
        let build = try workspace.build(["--product", "variant-app"], scratch: "multivariate-debug")
        #expect(build.status == 0, "\(build.output)")
        #expect(compilerWarnings(in: build.output) == [])
        let run = try CommandResult.run(
            variantApp(workspace, scratch: "multivariate-debug", configuration: "debug"), [])
        #expect(
            run.output == """
                MARKER_CHECKOUT_EXPRESS_5bd7
                MARKER_STATS_LIST_c3f0
                by configuration: branchTest=control,prereleaseTesting=control,localDeveloper=express,appStore=oneStep

                """)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(20))) func releaseBuildKeepsOnlyTheCompiledVariantsArm() throws {
        let workspace = try FixtureWorkspace.make()
        defer { workspace.remove() }
        let build = try workspace.build(
            ["-c", "release", "--product", "variant-app", "-Xswiftc", "-DJETPACK"], scratch: "multivariate-release")
        #expect(build.status == 0, "\(build.output)")
        let binary = variantApp(workspace, scratch: "multivariate-release", configuration: "release")
        let run = try CommandResult.run(binary, [])
        #expect(run.output.hasPrefix("MARKER_CHECKOUT_ONE_STEP_8e04\nMARKER_STATS_GRID_71a9\n"), "\(run.output)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: binary))
        let contains = { (marker: String) in bytes.range(of: Data(marker.utf8)) != nil }
        #expect(contains("MARKER_CHECKOUT_ONE_STEP_8e04"))
        #expect(!contains("MARKER_CHECKOUT_CONTROL_2a61"))
        #expect(!contains("MARKER_CHECKOUT_EXPRESS_5bd7"))
        // Built with JETPACK: the app variant's flag follows its rule, and the baseline's arm is gone.
        #expect(contains("MARKER_STATS_GRID_71a9"))
        #expect(!contains("MARKER_STATS_LIST_c3f0"))
    }

    private func variantApp(_ workspace: FixtureWorkspace, scratch: String, configuration: String) -> String {
        URL(fileURLWithPath: workspace.scratchPath(scratch)).appendingPathComponent("\(configuration)/variant-app").path
    }

    private func compilerWarnings(in output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { line in
            line.hasPrefix("/") && line.contains(".swift:") && line.contains(": warning: ")
        }
    }
}
