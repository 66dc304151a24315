import Foundation
import Testing

/// Swift sources made to crash `flaggen unused`; each runs flaggen as a child process, so that
/// a crash fails the test instead of ending the test run.
@Suite struct HostileSourceTests {
    /// 100,000 string interpolations nested in each other: the tokenizer recursed once per
    /// interpolation and overflowed the stack.
    @Test func unusedFindsAUseInsideAHundredThousandNestedInterpolations() throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(GenerateAndLintTests.valid, to: "flags.json")
        try FileManager.default.createDirectory(atPath: directory.path("Sources"), withIntermediateDirectories: true)
        let depth = 100_000
        let source =
            String(repeating: #""\("#, count: depth) + "FeatureFlag.a" + String(repeating: #")""#, count: depth) + "\n"
        _ = try directory.write(source, to: "Sources/Nested.swift")
        let result = try Flaggen.runProcess(["unused", manifest, "--sources", directory.path("Sources")])
        #expect(result.status == 0, "flaggen should read the file, not crash: \(result.standardError.prefix(300))")
        // Only the constant-flag finding: the use at the innermost level was found.
        #expect(
            result.standardError == """
                \(manifest):1:37: warning: flag 'a' is on in every configuration and can't be changed remotely \
                (only local overrides can change it); delete it and keep the code it guards.

                """)
    }
}
