import Foundation
import Testing

/// The Mac workflow is what compiles the package with Apple's tools, and nothing on Linux runs
/// it: it must build every platform and library product the package declares, with the oldest
/// Xcode it supports and the newest, and fail with a message when a runner lacks an Xcode.
@Suite struct WorkflowTests {
    private static let workflowPath = ".github/workflows/ci.yml"

    @Test func buildsEveryDeclaredSimulatorPlatform() throws {
        let workflow = try PackageFiles.text(Self.workflowPath)
        let simulators = try PackageFiles.deploymentTargets().versions.keys.filter { $0 != .macOS }.sorted()
        #expect(simulators.contains(.visionOS))
        for platform in simulators {
            #expect(
                workflow.contains("\"generic/platform=\(platform.rawValue) Simulator\""),
                "\(Self.workflowPath) doesn't build for the \(platform.rawValue) simulator")
            #expect(
                workflow.range(
                    of: #"for platform in [^;\n]*\b"# + platform.rawValue + #"\b"#, options: .regularExpression)
                    != nil,
                "\(Self.workflowPath) doesn't install the \(platform.rawValue) simulator platform")
        }
    }

    @Test func buildsEveryLibraryProduct() throws {
        let workflow = try PackageFiles.text(Self.workflowPath)
        let products = PackageProducts(manifest: try PackageFiles.text("Package.swift")).libraries.keys.sorted()
        #expect(products.count == 5)
        let schemes = try #require(
            workflow.components(separatedBy: "\n").first { $0.contains("for scheme in") }?.split { " ;".contains($0) })
        for product in products {
            #expect(schemes.contains(Substring(product)), "\(Self.workflowPath) doesn't build the \(product) scheme")
        }
    }

    @Test func buildsWithTheOldestAndTheNewestXcode() throws {
        let workflow = try PackageFiles.text(Self.workflowPath)
        #expect(workflow.contains("- xcode: oldest 26"))
        #expect(workflow.contains("- xcode: newest"))
        #expect(try Self.selectionSteps().contains(#"xcode="$(Scripts/select-xcode.sh ${{ matrix.xcode }})""#))
    }

    /// Every step runs under `bash -eo pipefail`, so a failing selection stops its job.
    @Test func stepsRunUnderBashWithPipefail() throws {
        let workflow = try PackageFiles.text(Self.workflowPath)
        #expect(workflow.contains("defaults:\n  run:\n") && workflow.contains("    shell: bash\n"))
    }

    @Test func selectsTheOldestXcodeOfAMajorVersionAndTheNewestRelease() throws {
        let applications = try Self.applications([
            "Xcode_26.1.app", "Xcode_26.0.1.app", "Xcode_26.10.app", "Xcode_27.0.app", "Xcode_27.0.1.app",
            "Xcode_27.1_beta.app", "Xcode_25.4.app",
        ])
        #expect(
            try Self.selectXcode(["oldest", "26"], in: applications) == (0, "\(applications)/Xcode_26.0.1.app\n", ""))
        #expect(try Self.selectXcode(["newest"], in: applications) == (0, "\(applications)/Xcode_27.0.1.app\n", ""))
    }

    /// A job whose runner lacks the Xcode stops at the selection with the script's sentence, under
    /// the shell Actions runs (`bash -eo pipefail`), before anything else runs.
    @Test func aMissingXcodeFailsTheStepWithItsMessage() throws {
        let applications = try Self.applications(["Xcode_27.0.app"])
        let selection = try #require(try Self.selectionSteps().first { $0.contains("oldest 26") })
        let step = selection + #"; echo "selected $xcode""#
        let result = try ToolProcess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step],
            environment: ["XCODE_APPLICATIONS": applications])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors == "No Xcode 26 in \(applications) on this runner image; pick an image that has one.\n")
    }

    /// The workflow's lines that choose an Xcode, without their indentation.
    private static func selectionSteps() throws -> [String] {
        try PackageFiles.text(workflowPath).components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("xcode=\"$(Scripts/select-xcode.sh") }
    }

    private static func applications(_ names: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodes-\(UUID().uuidString)")
        for name in names {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        return folder.path
    }

    private static func selectXcode(_ arguments: [String], in applications: String) throws -> (Int32, String, String) {
        let result = try ToolProcess.run(
            ["bash", "Scripts/select-xcode.sh"] + arguments, environment: ["XCODE_APPLICATIONS": applications])
        return (result.status, result.output, result.errors)
    }
}
