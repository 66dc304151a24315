import FeatureFlagKit
import Foundation

/// The demo's command line: nothing, or `--overrides URL_OR_FILE`.
enum DemoArguments {
    struct Overrides {
        let source: any OverrideSource
        let description: String
    }

    static func parse(_ arguments: [String]) -> Result<Overrides?, Failure> {
        guard !arguments.isEmpty else { return .success(nil) }
        guard arguments.count == 2, arguments[0] == "--overrides" else {
            return .failure(Failure("unexpected arguments: \(arguments.joined(separator: " "))"))
        }
        let location = arguments[1]
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
