import Foundation

// What every plugin target needs, written once: this folder is symlinked into each plugin target.
//
// One file rather than one per type, on purpose: SwiftPM compiles each source file of a plugin in
// a compiler job of its own (no batch mode) and compiles every plugin of a dependency in each
// consumer's clean build, used or not, and each job imports Foundation and PackagePlugin again.
// This file and one `plugin.swift` per plugin (instead of five files here and the Xcode
// extension in a file of its own) cut the three plugins' compile from 3.9 s to 2.7 s of CPU
// (medians of 3, load 4-6).

/// The files `flaggen generate` writes, in one list for the build command's declared outputs.
enum GeneratedFileNames {
    /// `BuildConfiguration.swift` and `FeatureFlag.swift`.
    static let all = ["BuildConfiguration.swift", "FeatureFlag.swift"]
}

/// Where a target's manifest is, for the build plugin and the command plugin: the target's own
/// `flags.json`, else the one at the package root.
enum ManifestLocation {
    /// The manifest's file name.
    static let fileName = "flags.json"

    /// Where a manifest for a target in `targetDirectory` may be, in the order they are tried.
    static func candidates(targetDirectory: URL, packageDirectory: URL) -> [URL] {
        [targetDirectory, packageDirectory].map { $0.appendingPathComponent(fileName) }
    }

    /// The manifest the target uses, or `nil` if it has none.
    static func manifest(targetDirectory: URL, packageDirectory: URL) -> URL? {
        candidates(targetDirectory: targetDirectory, packageDirectory: packageDirectory)
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}

/// Quotes paths and target names in the plugin's messages as flaggen quotes outside text, so
/// that no folder name can end a line and forge a `path:line:col: error:` one.
///
/// In single quotes when the text is printable and holds no quote or backslash
/// (`'Sources/App/flags.json'`), else as an escaped JSON string literal (`"Sources/A\nB/flags.json"`).
/// A plugin can't import FlagJSON, whose `QuotedText` this matches (except that nothing is cut).
enum PluginText {
    /// `text`, quoted for a message.
    static func quoted(_ text: String) -> String {
        let isPlain = text.unicodeScalars.allSatisfy { !needsEscape($0) && !"'\"\\".unicodeScalars.contains($0) }
        guard !isPlain else { return "'\(text)'" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u" + hex(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Controls, line and paragraph separators, and bidirectional formatting characters.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Four upper-case hex digits at least.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// Runs flaggen with the plugin's standard output and error, for both command plugins.
enum FlaggenRun {
    /// Runs `executable` with `arguments` and returns its exit status.
    static func run(_ executable: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// A failure explained to the person who ran a command plugin.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
