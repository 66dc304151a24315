// `flaggen-generate MANIFEST --output DIR`: what the build plugin runs, `flaggen generate` alone,
// linked without the other commands and the model they need.
import FlaggenGenerate
import Foundation

exit(GenerateFilesCommand.command.run(Array(CommandLine.arguments.dropFirst()), output: StandardStreams()).rawValue)
