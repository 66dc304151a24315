import FeatureFlagKit
import Foundation

/// The demo's command line:
/// `[--interactive] [--payload URL_OR_FILE] [--unit ID] [--app-version V] [--os-version V]`.
enum DemoArguments {
    static let usage =
        "usage: flags-demo [--interactive] [--payload URL_OR_FILE] [--unit ID] [--app-version V] [--os-version V]"

    /// What `--help` prints: the usage and what each option does.
    static let help = """
        \(usage)

        Prints the flags of the package's flags.json as this build and the options decide them.

          --interactive            the flags screen as a menu on standard input
          --payload URL_OR_FILE    apply a remote payload from an http(s) URL or a file first
          --unit ID                the unit that percentage rollouts and splits bucket
          --app-version V          the app version that targeted rules compare
          --os-version V           the OS version that targeted rules compare
          -h, --help               show this help
        """

    /// Where `--payload` fetches the remote payload from, and how to name it.
    struct Payload {
        let source: any PayloadSource
        let description: String
    }

    /// What the command line asks for.
    struct Options {
        var payload: Payload?
        /// Run the flags screen's menu on standard input instead of printing the report.
        var isInteractive = false
        /// Print ``help`` and nothing else.
        var isHelpRequested = false
        /// The targeting fields given; `nil` for the ones left to the running app.
        var unitID: String?
        var appVersion: Version?
        var osVersion: Version?
    }

    static func parse(_ arguments: [String]) -> Result<Options, Failure> {
        var options = Options()
        // Help wins over everything else on the line, a mistake included.
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            options.isHelpRequested = true
            return .success(options)
        }
        var remaining = arguments[...]
        while let name = remaining.popFirst() {
            if name == "--interactive" {
                options.isInteractive = true
                continue
            }
            guard let value = remaining.popFirst() else {
                return .failure(Failure("\(name) needs a value."))
            }
            do throws(Failure) {
                try read(name, value, into: &options)
            } catch {
                return .failure(error)
            }
        }
        return .success(options)
    }

    private static func read(_ name: String, _ value: String, into options: inout Options) throws(Failure) {
        switch name {
        case "--payload": options.payload = try payload(value)
        case "--unit": options.unitID = value
        case "--app-version": options.appVersion = try version(value, of: name)
        case "--os-version": options.osVersion = try version(value, of: name)
        default: throw Failure("unknown argument \(name).")
        }
    }

    private static func version(_ text: String, of name: String) throws(Failure) -> Version {
        guard let version = Version(text) else {
            throw Failure("\(name) must be dot-separated whole numbers such as 24.3, not '\(text)'.")
        }
        return version
    }

    private static func payload(_ location: String) throws(Failure) -> Payload {
        if let url = URL(string: location), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        {
            do {
                return Payload(source: try HTTPPayloadSource(url: url), description: location)
            } catch {
                throw Failure(error.message)
            }
        }
        let fileURL = URL(string: location).flatMap { $0.isFileURL ? $0 : nil } ?? URL(fileURLWithPath: location)
        return Payload(source: FilePayloadSource(url: fileURL), description: fileURL.path)
    }

    /// The running app's context with the fields the command line gave; the unit is the one
    /// given, else an install id kept in the temporary folder, so reruns keep their buckets.
    static func targeting(_ options: Options, store: FlagStore<FeatureFlag>) -> TargetingContext {
        let installIDFile = FileManager.default.temporaryDirectory.appendingPathComponent("flags-demo/install-id.txt")
        var context = TargetingContext.running(unitID: options.unitID ?? store.installID(storedAt: installIDFile))
        if let appVersion = options.appVersion { context.appVersion = appVersion }
        if let osVersion = options.osVersion { context.osVersion = osVersion }
        return context
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
