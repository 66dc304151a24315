import Foundation
import Testing

/// `flags-demo` without arguments: the report of the package's own flags.json.
@Suite struct DemoReportTests {
    @Test func aVariantFlagsRowNamesItsVariants() throws {
        let output = try DemoProcess.run(arguments: [], input: "")
        #expect(output.status == 0, "flags-demo exited with \(output.status): \(output.standardError)")
        let row = output.standardOutput.split(separator: "\n").first { $0.hasPrefix("checkoutFlow ") }
        #expect(
            row?.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } == [
                "checkoutFlow", "oneStep", "oneStep in localDeveloper; otherwise control", "any variant", "allowed",
                "oneStep: compiled value in localDeveloper",
            ])
    }
}
