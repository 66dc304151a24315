import Foundation

/// Finds uses of ``NewerAPI``s that Apple's compilers would reject at the package's minimum
/// platforms: uses outside every `@available`, `if #available` or `guard #available` that
/// covers the API's versions, and outside any `#if` that leaves the platform out.
///
/// Linux compiles these APIs unconditionally, so without this check an unguarded use is found
/// only by a user's Xcode. It reads text, not a syntax tree: a scope's guard is the
/// `@available`/`#available` written between the previous `{`, `}` or `;` and its `{`.
struct AvailabilityCheck {
    /// One unguarded use.
    struct Finding: CustomStringConvertible, Equatable {
        let path: String
        let line: Int
        let api: String
        /// The platforms where the use fails, with the version it needs where the API exists.
        let platforms: String
        /// Whether the API doesn't exist at all on those platforms.
        var isMissingThere = false

        var description: String {
            isMissingThere
                ? "\(path):\(line): error: \(api) isn't available on \(platforms); put it in #if os(macOS) || os(Linux) || os(Windows)."
                : "\(path):\(line): error: \(api) needs \(platforms), above the deployment target; guard it with @available or #available."
        }
    }

    let deploymentTargets: PlatformVersions
    let apis: [NewerAPI]

    init(deploymentTargets: PlatformVersions, apis: [NewerAPI] = NewerAPI.all) {
        self.deploymentTargets = deploymentTargets
        self.apis = apis
    }

    /// The unguarded uses in one file's source.
    func findings(in source: String, path: String) -> [Finding] {
        let code = SwiftCodeText(source: source)
        let text = String(decoding: code.bytes, as: UTF8.self)
        let hits = apis.flatMap { api in
            api.pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                (offset: text.utf8.distance(from: text.startIndex, to: Range($0.range, in: text)!.lowerBound), api: api)
            }
        }.sorted { $0.offset < $1.offset }
        var scopes = ScopeWalker(code: code.bytes, base: deploymentTargets)
        return hits.compactMap { hit in
            let state = scopes.state(at: hit.offset)
            // A platform Package.swift doesn't declare is AvailabilityTests' own finding.
            let short = hit.api.introduced.versions.filter { platform, version in
                guard let guaranteed = state.guaranteed.versions[platform] else { return false }
                return !state.excluded.contains(platform) && guaranteed < version
            }
            guard !short.isEmpty else { return nil }
            let sorted = short.sorted { $0.key < $1.key }
            let isMissingThere = sorted.allSatisfy { $0.value == NewerAPI.neverIntroduced }
            let platforms = sorted.map { isMissingThere ? $0.key.rawValue : "\($0.key.rawValue) \($0.value)" }.joined(
                separator: ", ")
            return Finding(
                path: path, line: code.line(of: hit.offset), api: hit.api.name, platforms: platforms,
                isMissingThere: isMissingThere)
        }
    }
}
