import Foundation

// Test helper: one of several processes sharing one file. It makes a store, prints "ready",
// waits for a line on stdin, then does the work of its mode; every diagnostic goes to stderr.
//   override-writer OVERRIDES_FILE a|b PASSES: sets and clears the local overrides of its own
//     flags (those whose key starts with "a" or "b") PASSES times, ending with all of them set
//     to true; exits 1 if there was any diagnostic.
//   override-writer install-id INSTALL_ID_FILE: prints the store's install id from the file on
//     stdout; exits 0.
//   override-writer hold-lock LOCK_FILE: makes no store; takes LOCK_FILE with `flock`, prints "ready"
//     and holds it until a line or the end of input arrives on stdin; exits 0.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 2, arguments[0] == "install-id" {
    exit(readInstallID(file: URL(fileURLWithPath: arguments[1])))
}
if arguments.count == 2, arguments[0] == "hold-lock" {
    exit(holdLock(lockFile: URL(fileURLWithPath: arguments[1])))
}
guard arguments.count == 3, ["a", "b"].contains(arguments[1]), let passes = Int(arguments[2]), passes > 0 else {
    FileHandle.standardError.write(
        Data(
            ("usage: override-writer OVERRIDES_FILE a|b PASSES\n       override-writer install-id INSTALL_ID_FILE\n"
                + "       override-writer hold-lock LOCK_FILE\n").utf8))
    exit(2)
}
exit(try writeOverrides(file: URL(fileURLWithPath: arguments[0]), side: arguments[1], passes: passes))
