import Foundation
import Testing

/// `swift build` compiles every C target of the package, on every Linux that Swift supports:
/// down to glibc 2.26 (Amazon Linux 2), whose headers lack what later versions added.
@Suite struct OldGlibcTests {
    private static let standIn = "Tests/PlatformTests/Fixtures/Glibc2.26"

    @Test(arguments: PackageFiles.files(in: "Sources", withExtension: "c"))
    func compilesAgainstGlibc2_26(_ path: String) throws {
        let result = try Self.compile(path)
        #expect(result.status == 0, "\(path) doesn't compile against glibc 2.26:\n\(result.errors)")
    }

    @Test func everyCFileIsChecked() {
        #expect(PackageFiles.files(in: "Sources", withExtension: "c").contains("Sources/CHeapUsage/CHeapUsage.c"))
    }

    @Test func theStandInRefusesWhatGlibc2_26Lacks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glibc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("uses-mallinfo2.c")
        try "#include <malloc.h>\nsize_t used(void) { return mallinfo2().uordblks; }\n".write(
            to: source, atomically: true, encoding: .utf8)
        let result = try Self.compile(source.path)
        #expect(result.status != 0)
        #expect(result.errors.contains("'mallinfo2'"))
    }

    /// Type-checks one C file with clang, its target's `include` folder and the stand-in instead of
    /// the system's headers; clang's own (`stddef.h`, `stdint.h`) stay.
    private static func compile(_ path: String) throws -> (status: Int32, errors: String) {
        let file = path.hasPrefix("/") ? path : PackageFiles.root.appendingPathComponent(path).path
        let include = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("include").path
        let result = try ToolProcess.run([
            "clang", "-std=c11", "-Wall", "-Werror", "-fsyntax-only", "-nostdlibinc",
            "-isystem", PackageFiles.root.appendingPathComponent(standIn).path, "-I", include, file,
        ])
        return (result.status, result.errors)
    }
}
