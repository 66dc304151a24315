import Foundation
import Testing

/// SwiftUI code is compiled only on Apple platforms: these checks read what a type-check against
/// a stand-in of SwiftUI (``AppleFrameworkSourceTests``) can't tell, such as which SDK a binding's
/// closure compiles with.
@Suite struct SwiftUICodeTests {
    /// Where `pattern` occurs in the code (not comments or strings) of the package's targets.
    private static func uses(of patterns: [String]) throws -> [String] {
        try PackageFiles.swiftFiles(in: "Sources").flatMap { path in
            let code = SwiftCodeText(source: try PackageFiles.text(path))
            let text = String(decoding: code.bytes, as: UTF8.self)
            return patterns.compactMap { pattern in
                text.range(of: pattern).map {
                    "\(path):\(code.line(of: text.utf8.distance(from: text.startIndex, to: $0.lowerBound))): \(pattern)"
                }
            }
        }
    }

    /// The plug-ins of these macros ship with Xcode, not with the Command Line Tools or a Linux
    /// toolchain: `swift build` of a target that uses one fails on a Mac without Xcode.
    @Test func noTargetUsesAMacroOnlyXcodeShips() throws {
        let uses = try Self.uses(of: ["#Preview", "@Previewable"])
        #expect(uses.isEmpty, "use a PreviewProvider instead: \(uses)")
    }

    /// `Binding(get:set:)` takes closures whose isolation and sendability changed between SDKs:
    /// one that calls the main-actor model compiles with one SDK and not another. A key path
    /// (`$model[isEnabled: flag]`) has no such closure.
    @Test func switchesBindThroughKeyPaths() throws {
        let uses = try Self.uses(of: ["Binding(get:"])
        #expect(uses.isEmpty, "bind through a key path of the model instead: \(uses)")
    }
}
