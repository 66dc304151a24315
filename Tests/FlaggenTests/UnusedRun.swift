import Foundation

/// `flaggen unused` run in process over a manifest and one folder of sources, with the
/// warnings it should write.
struct UnusedRun {
    let manifest: String
    let sources: String
    let result: Flaggen.Result

    init(manifest: String, sources: String) {
        self.manifest = manifest
        self.sources = sources
        result = Flaggen.run(["unused", manifest, "--sources", sources])
    }

    /// Runs over the fixture folder `name`, which holds `flags.json` and `Sources/`.
    init(fixture name: String) {
        let paths = Self.paths(fixture: name)
        self.init(manifest: paths.manifest, sources: paths.sources)
    }

    /// The manifest and the sources folder of the fixture folder `name`.
    static func paths(fixture name: String) -> (manifest: String, sources: String) {
        let tree = LifecycleCommandTests.fixtures.appendingPathComponent(name)
        return (tree.appendingPathComponent("flags.json").path, tree.appendingPathComponent("Sources").path)
    }

    /// The warning, with its line end, for the unused flag `name` whose name is at `line:column`
    /// of the manifest.
    func unusedWarning(_ name: String, at line: Int, _ column: Int) -> String {
        "\(manifest):\(line):\(column): warning: flag '\(name)' is not used in any Swift file under '\(sources)'; "
            + "if nothing else uses it, delete it from the manifest.\n"
    }
}
