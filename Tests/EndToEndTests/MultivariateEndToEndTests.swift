import Foundation
import Testing

/// Variant flags in real `swift build`s of the FlagsApp fixture's `variant-app`: a switch over a
/// variant compiles exhaustively, and a release build keeps only the compiled variant's arm of a
/// flag nothing may change, and every arm of a remote one.
@Suite(.serialized)
struct MultivariateEndToEndTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(20))) func debugBuildSwitchesToTheLocalDeveloperVariant() async throws {
        let workspace = try FixtureWorkspace.make()
        defer { workspace.remove() }
        let build = try await workspace.build(["--product", "variant-app"], scratch: "multivariate-debug")
        #expect(build.status == 0, "\(build.output)")
        #expect(compilerWarnings(in: build.output) == [])
        let run = try await CommandResult.run(
            variantApp(workspace, scratch: "multivariate-debug", configuration: "debug"), [])
        #expect(
            run.output == """
                MARKER_CHECKOUT_EXPRESS_5bd7
                MARKER_STATS_LIST_c3f0
                MARKER_PAYWALL_OFF_d8b2
                by configuration: branchTest=control,prereleaseTesting=control,localDeveloper=express,appStore=oneStep

                """)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(20))) func releaseBuildKeepsOnlyTheCompiledVariantsArmOfALockedFlag() async throws {
        let workspace = try FixtureWorkspace.make()
        defer { workspace.remove() }
        let build = try await workspace.build(
            ["-c", "release", "--product", "variant-app", "-Xswiftc", "-DJETPACK"], scratch: "multivariate-release")
        #expect(build.status == 0, "\(build.output)")
        let binary = variantApp(workspace, scratch: "multivariate-release", configuration: "release")
        let run = try await CommandResult.run(binary, [])
        #expect(
            run.output.hasPrefix("MARKER_CHECKOUT_ONE_STEP_8e04\nMARKER_STATS_GRID_71a9\nMARKER_PAYWALL_SOFT_46fe\n"),
            "\(run.output)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: binary))
        let contains = { (marker: String) in bytes.range(of: Data(marker.utf8)) != nil }
        #expect(contains("MARKER_CHECKOUT_ONE_STEP_8e04"))
        #expect(!contains("MARKER_CHECKOUT_CONTROL_2a61"))
        #expect(!contains("MARKER_CHECKOUT_EXPRESS_5bd7"))
        // Built with JETPACK: the app variant's flag follows its rule, and the baseline's arm is gone.
        #expect(contains("MARKER_STATS_GRID_71a9"))
        #expect(!contains("MARKER_STATS_LIST_c3f0"))
        // A remote flag is read from the store: nothing is folded, every arm stays.
        #expect(contains("MARKER_PAYWALL_OFF_d8b2"))
        #expect(contains("MARKER_PAYWALL_SOFT_46fe"))
        #expect(contains("MARKER_PAYWALL_HARD_93c0"))
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
