import Foundation

/// A path written relative to a folder, as a manifest's `"$schema"` wants it.
enum RelativePath {
    /// `file` as seen from `folder`, with `..` for each folder left: from `/p/Sources/Flags` to
    /// `/k/Schemas/flags.schema.json` it is `../../../k/Schemas/flags.schema.json`. Both are
    /// made absolute from the current folder and symbolic links are resolved first.
    static func from(_ folder: String, to file: String) -> String {
        let base = components(folder)
        let target = components(file)
        let shared = zip(base, target).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - shared) + target.dropFirst(shared)).joined(separator: "/")
    }

    private static func components(_ path: String) -> [String] {
        Array(URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents.dropFirst())
    }
}
