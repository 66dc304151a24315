// `flaggen-generate MANIFEST --output DIR`: what the build plugin runs, `flaggen generate` alone,
// linked without the other commands and the model they need.
import FlaggenGenerate
import Foundation

let command = GenerateFilesCommand.command.invoked(as: "flaggen-generate")
exit(command.run(Array(CommandLine.arguments.dropFirst()), output: StandardStreams()).rawValue)
