import Foundation
import Testing

/// The typed flags of FlagsApp's `TypedFlags` target as its manifest declares them, and what
/// `fixture-app typed` must print in a build of each configuration: every value derives from
/// the manifest, read here with `JSONDecoder`, independently of flaggen.
struct TypedFixture: Decodable {
    /// The configurations, in the manifest's order (the order of `BuildConfiguration.allCases`).
    let configurations: [String]
    /// The flags, in the manifest's order (the order the app prints them in).
    let flags: [Flag]

    /// The markers `fixture-app typed` prints when the value it tests holds, and the test: the
    /// code behind them is what a release build must keep or leave out.
    static let markers: [(marker: String, flag: String, holds: @Sendable (String) -> Bool)] = [
        ("MARKER_LOCKED_LIMIT_ABOVE_1000_6d1f", "lockedLimit", { Int($0)! > 1000 }),
        ("MARKER_LOCKED_RATIO_ABOVE_HALF_a83e", "lockedRatio", { Double($0)! > 0.5 }),
        ("MARKER_REMOTE_LIMIT_ABOVE_1000_2c57", "remoteLimit", { Int($0)! > 1000 }),
    ]

    /// The fixture's manifest, read from the repository.
    static func load() throws -> TypedFixture {
        let url = FixtureWorkspace.repositoryRoot.appendingPathComponent(
            "Tests/EndToEndTests/Fixtures/FlagsApp/Sources/TypedFlags/flags.json")
        return try JSONDecoder().decode(TypedFixture.self, from: Data(contentsOf: url))
    }

    /// Everything `fixture-app typed` prints in a build of `configuration`: the configuration,
    /// each flag's value in force (the compiled one, or `current` where a payload changed it),
    /// each flag's value in every configuration, and the markers whose test the values pass.
    /// `diagnostics` are the lines a payload's refusals print first.
    func expectedOutput(in configuration: String, current: [String: String] = [:], diagnostics: [String] = [])
        -> String
    {
        let inForce = Dictionary(
            uniqueKeysWithValues: flags.map { ($0.name, current[$0.name] ?? $0.printed(in: configuration)) })
        var lines = diagnostics.map { "diagnostic: \($0)" } + ["configuration: \(configuration)"]
        lines += flags.map { "current \($0.name)=\(inForce[$0.name]!)" }
        for other in configurations {
            lines += flags.map { "in \(other) \($0.name)=\($0.printed(in: other))" }
        }
        lines += Self.markers.filter { $0.holds(inForce[$0.flag]!) }.map(\.marker)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs `fixture-app typed` from a build of `configuration` (its products in `products`,
    /// `debug` or `release`), with a payload's `arguments` if any, and expects every value the
    /// manifest declares: in force, in every configuration, and the markers they pass.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static func expectValues(
        _ workspace: FixtureWorkspace, scratch: String, products: String = "debug", configuration: String,
        arguments: [String] = [], current: [String: String] = [:], diagnostics: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let run = try await workspace.runApp(
            scratch: scratch, configuration: products, arguments: ["typed"] + arguments)
        #expect(run.status == 0, "\(run.output)", sourceLocation: sourceLocation)
        let expected = try load().expectedOutput(in: configuration, current: current, diagnostics: diagnostics)
        #expect(run.output == expected, sourceLocation: sourceLocation)
    }

    private enum CodingKeys: String, CodingKey {
        case configurations, flags
    }

    private struct Configuration: Decodable {
        let name: String
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        configurations = try container.decode([Configuration].self, forKey: .configurations).map(\.name)
        flags = try container.decode([Flag].self, forKey: .flags)
    }

    /// One typed flag, with its compiled values as the app prints them: an integer in decimal,
    /// a double as Swift describes it, a string as a Swift literal (`String(reflecting:)`).
    struct Flag: Decodable {
        let name: String
        let byConfiguration: [String: String]
        let otherwise: String?

        /// The compiled value in `configuration`, as printed.
        func printed(in configuration: String) -> String {
            byConfiguration[configuration] ?? otherwise!
        }

        private enum CodingKeys: String, CodingKey {
            case name, type, value
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            let rule: Rule<String>
            switch try container.decode(String.self, forKey: .type) {
            case "integer": rule = try container.decode(Rule<Int>.self, forKey: .value).map { String($0) }
            case "double": rule = try container.decode(Rule<Double>.self, forKey: .value).map(\.description)
            case "string": rule = try container.decode(Rule<String>.self, forKey: .value).map { String(reflecting: $0) }
            case let type:
                throw DecodingError.dataCorruptedError(
                    forKey: .type, in: container, debugDescription: "not a typed flag: \(type)")
            }
            byConfiguration = rule.byConfiguration
            otherwise = rule.otherwise
        }
    }

    /// A `value`: a literal, or `{ "in": { configuration: literal }, "otherwise": literal }`.
    private struct Rule<Literal: Decodable>: Decodable {
        var byConfiguration: [String: Literal] = [:]
        var otherwise: Literal?

        private enum CodingKeys: String, CodingKey {
            case `in`, otherwise
        }

        init(byConfiguration: [String: Literal], otherwise: Literal?) {
            self.byConfiguration = byConfiguration
            self.otherwise = otherwise
        }

        init(from decoder: any Decoder) throws {
            if let literal = try? decoder.singleValueContainer().decode(Literal.self) {
                otherwise = literal
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            byConfiguration = try container.decodeIfPresent([String: Literal].self, forKey: .in) ?? [:]
            otherwise = try container.decodeIfPresent(Literal.self, forKey: .otherwise)
        }

        func map<Other: Decodable>(_ transform: (Literal) -> Other) -> Rule<Other> {
            Rule<Other>(byConfiguration: byConfiguration.mapValues(transform), otherwise: otherwise.map(transform))
        }
    }
}
