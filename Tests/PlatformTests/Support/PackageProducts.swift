import Foundation

/// The library products of `Package.swift` and the package's own targets they compile, read from
/// the manifest's text (`.library(name:targets:)`, and `.target(name:dependencies:)` with its
/// `testTarget` and `executableTarget` kin).
struct PackageProducts {
    /// Each library product's targets.
    let libraries: [String: [String]]
    /// Each target's dependencies on targets of this package.
    let dependencies: [String: [String]]

    init(manifest: String) {
        libraries = Self.pairs(#"\.library\(\s*name: "([^"]+)",\s*targets: \[([^\]]*)\]"#, in: manifest)
        dependencies = Self.pairs(
            #"\.(?:target|testTarget|executableTarget)\(\s*name: "([^"]+)"(?:,\s*dependencies: \[([^\]]*)\])?"#,
            in: manifest)
    }

    /// `targets` and every target they depend on, directly or not.
    func closure(of targets: [String]) -> [String] {
        var seen: [String] = []
        var pending = targets
        while let target = pending.popLast() {
            guard !seen.contains(target) else { continue }
            seen.append(target)
            pending += dependencies[target] ?? []
        }
        return seen.sorted()
    }

    private static func pairs(_ pattern: String, in manifest: String) -> [String: [String]] {
        let expression = try! NSRegularExpression(pattern: pattern)
        var result: [String: [String]] = [:]
        for match in expression.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            let name = String(manifest[Range(match.range(at: 1), in: manifest)!])
            let list = Range(match.range(at: 2), in: manifest).map { String(manifest[$0]) } ?? ""
            result[name] = list.split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\""))
            }.filter { !$0.isEmpty }
        }
        return result
    }
}
