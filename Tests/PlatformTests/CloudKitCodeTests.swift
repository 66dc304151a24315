import Foundation
import Testing

/// CloudKit code is compiled only on Apple platforms: these checks read what a type-check against
/// a stand-in of CloudKit (``AppleFrameworkSourceTests``) can't tell, such as a call that
/// compiles everywhere but crashes at run time.
@Suite struct CloudKitCodeTests {
    /// A call that creates a container: `CKContainer(…)`, `CKContainer.init(…)`, `CKContainer.default()`.
    private static let containerCreation = try! NSRegularExpression(
        pattern: #"\bCKContainer\s*(\(|\.\s*(init|default)\b)"#)

    /// The 1-based lines of `source` whose code (not comments or strings) creates a container.
    private static func containerCreations(in source: String) -> [Int] {
        let code = SwiftCodeText(source: source)
        let text = String(decoding: code.bytes, as: UTF8.self)
        let lines = containerCreation.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            code.line(of: text.utf8.distance(from: text.startIndex, to: Range($0.range, in: text)!.lowerBound))
        }
        return Array(Set(lines)).sorted()
    }

    /// Creating a container raises an Objective-C exception, which Swift can't catch, when the
    /// process lacks the iCloud entitlement for it (test hosts, SwiftUI previews, extensions,
    /// misconfigured apps): the app would crash where a fetch should fail. The app creates the
    /// container, where it knows the entitlement exists, and hands over its database.
    @Test func noPackageCodeCreatesACloudKitContainer() throws {
        let files = PackageFiles.swiftFiles(in: "Sources") + PackageFiles.swiftFiles(in: "Plugins")
        let creations = try files.flatMap { path in
            Self.containerCreations(in: try PackageFiles.text(path)).map { "\(path):\($0)" }
        }
        #expect(
            creations.isEmpty,
            """
            \(creations.joined(separator: ", ")): creates a CKContainer, which raises an Objective-C \
            exception Swift can't catch when the process lacks the iCloud entitlement for the \
            container (test hosts, SwiftUI previews, extensions, misconfigured apps), crashing the \
            app instead of failing a fetch; take the app's CKDatabase instead
            """)
    }

    @Test func containerCreationsAreFoundInCodeOnly() {
        #expect(Self.containerCreations(in: #"let c = CKContainer(identifier: "iCloud.a")"#) == [1])
        #expect(Self.containerCreations(in: "\nlet database = CKContainer.default().publicCloudDatabase") == [2])
        #expect(Self.containerCreations(in: "let make = CKContainer.init(identifier:)") == [1])
        #expect(Self.containerCreations(in: "let c = CKContainer(identifier: id) ?? CKContainer.default()") == [1])
        #expect(
            Self.containerCreations(
                in: """
                    /// Pass `CKContainer(identifier: "iCloud.a").publicCloudDatabase`.
                    let note = "CKContainer.default()"
                    func use(_ container: CKContainer) {}
                    """
            ).isEmpty)
    }
}
