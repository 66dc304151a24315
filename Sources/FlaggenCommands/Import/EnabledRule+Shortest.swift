import FlagGenerator

extension EnabledRule {
    /// The shortest rule that is on in exactly the configurations at `indices` of `all`:
    /// `true`, `false`, the list, or `except` the others, whichever names fewer configurations.
    static func shortest(on indices: Set<Int>, of all: [String]) -> EnabledRule {
        let on = all.indices.filter(indices.contains).map { all[$0] }
        let off = all.indices.filter { !indices.contains($0) }.map { all[$0] }
        if off.isEmpty { return .always }
        if on.isEmpty { return .never }
        return on.count <= off.count ? .only(on) : .except(off)
    }
}
