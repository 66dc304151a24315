import FeatureFlagKit
import FeatureFlagKitScreen
import Foundation

/// `flags-demo --interactive`: the flags screen's model driving a menu read line by line from
/// standard input, so that the model is exercised end to end in a terminal.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct InteractiveMenu {
    let model: FlagsScreenModel<FeatureFlag>
    /// When standard input is not a terminal, each command is printed after its prompt, so that
    /// a scripted session reads like a typed one.
    let echoesCommands = isatty(STDIN_FILENO) == 0

    static let help = """
        Commands:
          list               every flag, with its value and why
          search WORDS       the flags whose name, key, description or variants contain every word
          group owner|state  sections by owner, or on and off
          toggle FLAG        override a Boolean FLAG locally with the opposite of its value
          set FLAG VALUE     override FLAG locally: on or off, a variant flag's variant, or a
                             typed flag's value (a number, or the rest of the line as text)
          clear FLAG         remove FLAG's local override
          clear all          remove every local override
          refresh            fetch the remote payload now (with --payload)
          help, quit
        """

    /// Prints the help and the refresher's status, then runs commands until `quit` or the end
    /// of standard input.
    func run() async {
        print(Self.help)
        if let summary = model.refreshSummary { print("Remote payload: \(summary)") }
        while true {
            print("> ", terminator: "")
            fflush(nil)
            guard let line = readLine() else { return print() }
            if echoesCommands { print(line) }
            guard await handle(line) else { return }
        }
    }

    /// Runs one command line; returns `false` for `quit`.
    func handle(_ line: String) async -> Bool {
        let words = line.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let (command, argument) = (words.first ?? "", words.dropFirst().first ?? "")
        switch command {
        case "": break
        case "list":
            model.searchText = ""
            printSections()
        case "search":
            model.searchText = argument
            printSections()
        case "group": group(by: argument)
        case "toggle": change(argument) { flag throws(OverrideRefusal) in try model.toggleOverride(for: flag) }
        case "set": set(argument)
        case "clear" where argument == "all":
            model.clearAllOverrides()
            print("Cleared every local override.")
        case "clear": change(argument) { model.clearOverride(for: $0) }
        case "refresh": await refresh()
        case "help": print(Self.help)
        case "quit": return false
        default: print("Unknown command '\(command)'. Type 'help' to see the commands.")
        }
        return true
    }

    private func printSections() {
        let sections = model.sections
        if sections.isEmpty { print("No flag matches '\(model.searchText)'. Type 'list' to see every flag.") }
        for section in sections {
            print(section.title)
            section.rows.forEach(printRow)
        }
    }

    private func printRow(_ row: FlagsScreenRow<FeatureFlag>) {
        let key = row.metadata.key == row.metadata.name ? "" : " (\(row.metadata.key))"
        // A typed flag's type and bounds, what `set` takes for it.
        let type = row.valueTypeName.map { "  (\($0)\(row.bounds.map { ", \($0)" } ?? ""))" } ?? ""
        print("  \(row.metadata.name)\(key)  \(row.explanation)\(type)\(row.canOverride ? "" : "  [locked]")")
    }

    private func group(by name: String) {
        guard let grouping = FlagsScreenGrouping(rawValue: name) else {
            return print("Unknown grouping '\(name)'. Type 'group owner' or 'group state'.")
        }
        model.grouping = grouping
        printSections()
    }

    /// `set FLAG VALUE`: overrides the flag with VALUE through the model; a typed flag's VALUE
    /// is read as its type, a string flag's being the rest of the line.
    private func set(_ argument: String) {
        let usage = "Type 'set FLAG VALUE', such as 'set newEditor on' or 'set checkoutFlow express'."
        let parts = argument.split(separator: " ", maxSplits: 1).map(String.init)
        if let flag = flag(named: parts.first ?? ""), flag.metadata.row.valueType != nil {
            guard parts.count == 2 else { return print(usage) }
            let text = String(parts[1].drop { $0 == " " })
            return change(parts[0]) { flag throws(OverrideRefusal) in try model.setOverride(text: text, for: flag) }
        }
        let words = argument.split(separator: " ").map(String.init)
        guard words.count == 2 else { return print(usage) }
        let word = words[1]
        if let flag = flag(named: words[0]), flag.metadata.variants == nil, Self.booleanWords[word] == nil {
            return print("'\(flag.metadata.name)' is on or off: type 'set \(flag.metadata.name) on' or 'off'.")
        }
        change(words[0]) { flag throws(OverrideRefusal) in
            try model.setOverride(Self.booleanWords[word].map(FlagValue.bool) ?? .variant(word), for: flag)
        }
    }

    /// The words `set` takes for a Boolean flag's values.
    private static let booleanWords = ["on": true, "true": true, "off": false, "false": false]

    /// The flag named or keyed `name`, if there is one.
    private func flag(named name: String) -> FeatureFlag? {
        FeatureFlag.allCases.first { $0.metadata.name == name || $0.metadata.key == name }
    }

    /// Applies `action` to the flag named (or keyed) `name` and prints its row, or says why not.
    private func change(_ name: String, _ action: (FeatureFlag) throws(OverrideRefusal) -> Void) {
        guard let flag = flag(named: name) else {
            return print("No flag is named '\(name)'. Type 'list' to see the flags.")
        }
        do {
            try action(flag)
            printRow(model.row(for: flag))
        } catch {
            print(model.row(for: flag).overrideRefusal ?? error.description)
            // A toggle, or `set` with on or off, offers a variant flag a Boolean.
            if case .unknownValue(.bool, _) = error.reason, flag.metadata.variants != nil {
                print("'\(flag.metadata.name)' has variants, not on and off: type 'set \(flag.metadata.name) VARIANT'.")
            }
            if case .invalidValue(.bool, _) = error.reason, let type = model.row(for: flag).valueTypeName {
                print(
                    "'\(flag.metadata.name)' has \(type) values, not on and off: type 'set \(flag.metadata.name) VALUE'."
                )
            }
        }
    }

    private func refresh() async {
        guard model.refresher != nil else {
            return print(
                "There is no remote payload to refresh. Start the demo with --interactive --payload URL_OR_FILE.")
        }
        await model.refreshNow()
        print("Remote payload: \(model.refreshSummary ?? "")")
    }
}
