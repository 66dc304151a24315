import FeatureFlagKit
import Foundation

/// The demo's command line: `[--interactive] [--overrides URL_OR_FILE]`.
enum DemoArguments {
    static let usage = "usage: flags-demo [--interactive] [--overrides URL_OR_FILE]"

    struct Options {
        var overrides: Overrides?
        /// Run the flags screen's menu on standard input instead of printing the report.
        var isInteractive = false
    }

    struct Overrides {
        let source: any OverrideSource
        let description: String
    }

    static func parse(_ arguments: [String]) -> Result<Options, Failure> {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--interactive" where !options.isInteractive:
                options.isInteractive = true
            case "--overrides" where options.overrides == nil && !rest.isEmpty:
                switch overrides(at: rest.removeFirst()) {
                case .success(let overrides): options.overrides = overrides
                case .failure(let failure): return .failure(failure)
                }
            default:
                return .failure(Failure("unexpected arguments: \(arguments.joined(separator: " "))"))
            }
        }
        return .success(options)
    }

    private static func overrides(at location: String) -> Result<Overrides, Failure> {
        if let url = URL(string: location), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" {
            do {
                return .success(Overrides(source: try HTTPOverrideSource(url: url), description: location))
            } catch {
                return .failure(Failure(error.message))
            }
        }
        let fileURL = URL(string: location).flatMap { $0.isFileURL ? $0 : nil } ?? URL(fileURLWithPath: location)
        return .success(Overrides(source: FileOverrideSource(url: fileURL), description: fileURL.path))
    }

    static func describe(_ status: RefreshStatus) -> String {
        switch status {
        case .neverFetched: "not fetched"
        case .updated: "applied"
        case .unchanged: "unchanged"
        case .throttled: "throttled"
        case .failed(let error, _, _): "failed: \(error.message)"
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }
}
