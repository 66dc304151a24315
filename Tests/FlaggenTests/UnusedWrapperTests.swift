import Foundation
import Testing

/// `flaggen unused` on code that checks flags through its own functions and initializers.
@Suite struct UnusedWrapperTests {
    /// A `.name` counts at a `FeatureFlag` parameter of a function or initializer declared under
    /// `--sources` (matched by base name, labels and position), and in what a property or function
    /// typed `[FeatureFlag]` or `Set<FeatureFlag>` returns, and in what is put in or looked up in a
    /// property declared with such a type; not at another parameter of the same
    /// function, in a call to a function without such a parameter or not declared there, nor in an
    /// overload whose labels don't match.
    @Test func unusedCountsArgumentsAtFeatureFlagParametersOfDeclaredFunctions() throws {
        let run = UnusedRun(fixture: "UnusedWrappers")
        #expect(run.result.status == 0)
        #expect(
            run.result.standardError == run.unusedWarning("wrongPosition", at: 20, 15)
                + run.unusedWarning("unrelatedFunction", at: 21, 15)
                + run.unusedWarning("overloadUnlabeled", at: 22, 15)
                + run.unusedWarning("undeclaredFunction", at: 23, 15) + run.unusedWarning("otherReturn", at: 24, 15)
                + run.unusedWarning("otherCollection", at: 27, 15))
    }

    /// One source per rule: `.used` is where a flag counts, `.notUsed` is beside it where it
    /// mustn't. No statement with `.notUsed` names FeatureFlag or a word containing "flag".
    static let precisionCases: [(name: String, source: String)] = [
        (
            "a non-FeatureFlag parameter of the same function",
            """
            func track(_ event: Event, feature: FeatureFlag) {}
            func run() { track(.notUsed, feature: .used) }
            """
        ),
        (
            "a function of another name",
            """
            func isOn(_ feature: FeatureFlag) -> Bool { true }
            func note(_ event: Event) {}
            func run() { _ = isOn(.used); note(.notUsed) }
            """
        ),
        (
            "a function not declared in the sources",
            """
            func isOn(_ feature: FeatureFlag) -> Bool { true }
            func run() { _ = isOn(.used); somewhereElse(.notUsed) }
            """
        ),
        (
            "an overload whose labels don't fit the call",
            """
            func show(_ feature: FeatureFlag, animated: Bool) {}
            func show(_ screen: Screen) {}
            func run() { show(.used, animated: true); show(.notUsed) }
            """
        ),
        (
            "the other overload, labels the other way round",
            """
            func show(_ screen: Screen, animated: Bool) {}
            func show(_ feature: FeatureFlag) {}
            func run() { show(.used); show(.notUsed, animated: true) }
            """
        ),
        (
            "a closure passed beside the FeatureFlag argument",
            """
            func when(_ feature: FeatureFlag, _ make: () -> Event) {}
            func run() { when(.used, { .notUsed }) }
            """
        ),
        (
            "a labeled argument after a variadic FeatureFlag...",
            """
            func anyOn(_ features: FeatureFlag..., reason: Event) -> Bool { true }
            func run() { _ = anyOn(.used, .used, reason: .notUsed) }
            """
        ),
        (
            "the initializer of another type",
            """
            struct Gate { init(_ feature: FeatureFlag) {} }
            struct Door { init(_ event: Event) {} }
            func run() { _ = Gate(.used); _ = Door(.notUsed) }
            """
        ),
        (
            "what a function typed otherwise returns",
            """
            var launch: [FeatureFlag] { [.used] }
            func reason() -> Event { return .notUsed }
            """
        ),
        (
            "a collection of another type",
            """
            var allowed: Set<FeatureFlag> = []
            var themes: [Theme] = []
            func run() { allowed.insert(.used); _ = themes.contains(.notUsed); themes = [.notUsed] }
            """
        ),
        (
            "a protocol requirement called on another method's name",
            """
            protocol Checks { func isOn(_ feature: FeatureFlag) -> Bool }
            func run(checks: any Checks) { _ = checks.isOn(.used); checks.record(.notUsed) }
            """
        ),
        (
            "an optional, module-qualified array parameter over several lines",
            """
            func enable(
                _ features: [MyModule.FeatureFlag]?,  // the ones to turn on
                because reason: Event = .launch
            ) {}
            func run() {
                enable(
                    [.used],
                    because: .notUsed)
            }
            """
        ),
    ]

    @Test(arguments: precisionCases)
    func unusedCountsOnlyArgumentsThatGoToAFeatureFlagParameter(name: String, source: String) throws {
        let directory = try TemporaryDirectory()
        let manifest = try directory.write(
            #"""
            { "version": 1, "flags": [
              { "name": "used", "description": "Used.", "enabled": false, "remote": true },
              { "name": "notUsed", "description": "Not used.", "enabled": false, "remote": true }
            ] }
            """#, to: "flags.json")
        try FileManager.default.createDirectory(atPath: directory.path("Sources"), withIntermediateDirectories: true)
        _ = try directory.write(source, to: "Sources/Case.swift")
        let run = UnusedRun(manifest: manifest, sources: directory.path("Sources"))
        #expect(run.result.standardError == run.unusedWarning("notUsed", at: 3, 13), "\(name)")
    }
}
