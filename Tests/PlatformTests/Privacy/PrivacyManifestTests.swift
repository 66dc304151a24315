import Foundation
import Testing

/// Apple requires an SDK that calls "required reason" APIs to ship a privacy manifest declaring
/// each category with an allowed reason. Each library product that calls one ships
/// `PrivacyInfo.xcprivacy` in its target, declaring exactly the categories its code calls.
@Suite struct PrivacyManifestTests {
    static let fileName = "PrivacyInfo.xcprivacy"
    private let products = PackageProducts(manifest: (try? PackageFiles.text("Package.swift")) ?? "")

    /// The categories the code of `target` calls: Swift and C files alike.
    private func categoriesCalled(by target: String) throws -> Set<String> {
        let files = ["swift", "c", "h"].flatMap { PackageFiles.files(in: "Sources/\(target)", withExtension: $0) }
        return try files.reduce(into: []) {
            $0.formUnion(RequiredReasonAPI.categories(calledIn: try PackageFiles.text($1)))
        }
    }

    /// Every target a library product compiles into an app whose own code calls a required-reason
    /// API has a manifest that declares exactly the categories it calls.
    @Test func eachTargetAnAppLinksDeclaresExactlyTheRequiredReasonAPIsItCalls() throws {
        let linked = products.closure(of: products.libraries.values.flatMap { $0 })
        #expect(linked.contains("FeatureFlagKit"))
        for target in linked {
            let called = try categoriesCalled(by: target)
            let path = "Sources/\(target)/\(Self.fileName)"
            let text = try? PackageFiles.text(path)
            guard !called.isEmpty || text != nil else { continue }
            let manifest = try #require(
                try text.map { try PrivacyManifest(data: Data($0.utf8)) },
                "\(target) calls \(called.sorted()) but has no \(path)")
            #expect(Set(manifest.reasons.keys) == called, "\(path) must declare exactly what \(target) calls")
        }
    }

    @Test func featureFlagKitDeclaresUserDefaultsAndFileTimestamps() throws {
        let manifest = try PrivacyManifest(
            data: Data(PackageFiles.text("Sources/FeatureFlagKit/\(Self.fileName)").utf8))
        #expect(
            manifest.reasons == [
                "NSPrivacyAccessedAPICategoryUserDefaults": ["CA92.1", "1C8F.1"],
                "NSPrivacyAccessedAPICategoryFileTimestamp": ["C617.1"],
            ])
        #expect(!manifest.tracks && manifest.trackingDomains.isEmpty && manifest.collectedDataTypes == 0)
    }

    @Test func everyReasonIsOneAppleAllowsForItsCategory() throws {
        let manifest = try PrivacyManifest(
            data: Data(PackageFiles.text("Sources/FeatureFlagKit/\(Self.fileName)").utf8))
        for (category, reasons) in manifest.reasons {
            let api = try #require(
                RequiredReasonAPI.all.first { $0.category == category }, "unknown category \(category)")
            #expect(!reasons.isEmpty && Set(reasons).isSubset(of: api.allowedReasons), "\(category): \(reasons)")
        }
    }

    @Test func theManifestIsAResourceOfItsTarget() throws {
        let manifest = try PackageFiles.text("Package.swift")
        let declaration = try #require(
            manifest.range(of: #"\.target\(\s*name: "FeatureFlagKit"[^)]*\)[^)]*\)"#, options: .regularExpression))
        #expect(manifest[declaration].contains(#"resources: [.copy("\#(Self.fileName)")]"#))
    }

    @Test func callsAreFoundInCodeOnly() {
        #expect(
            RequiredReasonAPI.categories(calledIn: #"let date = attributes[.modificationDate] as? Date"#)
                == ["NSPrivacyAccessedAPICategoryFileTimestamp"])
        #expect(
            RequiredReasonAPI.categories(calledIn: "let defaults = UserDefaults.standard") == [
                "NSPrivacyAccessedAPICategoryUserDefaults"
            ])
        #expect(
            RequiredReasonAPI.categories(calledIn: "if stat(path, &info) == 0 {}") == [
                "NSPrivacyAccessedAPICategoryFileTimestamp"
            ])
        #expect(
            RequiredReasonAPI.categories(calledIn: "static inline int f(void); // UserDefaults \"systemUptime\"")
                .isEmpty)
    }
}
