// The command machinery (arguments, help, `OutputSink`, `ExitStatus`) and `generate` live in
// FlaggenGenerate, so the build plugin's tool links them without the other commands; the
// other commands, and everything that imports FlaggenCore, see them too.
@_exported import FlaggenGenerate
