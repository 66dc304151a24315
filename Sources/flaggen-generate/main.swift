// `flaggen-generate MANIFEST --output DIR`: what the build plugin runs, `flaggen generate` alone,
// linked without the other commands and the model they need.
import FlaggenCommandLine
import Foundation

let command = GenerateFilesCommand.command.invoked(as: "flaggen-generate")
let streams = StandardStreams()
guard let arguments = ProcessArguments.utf8(reportingTo: streams) else { exit(ExitStatus.usageError.rawValue) }
exit(streams.exitStatus(after: command.run(arguments, output: streams)))
