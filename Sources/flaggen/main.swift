import FlaggenCommandLine
import FlaggenCommands
import Foundation

let streams = StandardStreams()
guard let arguments = ProcessArguments.utf8(reportingTo: streams) else { exit(ExitStatus.usageError.rawValue) }
exit(streams.exitStatus(after: FlaggenTool.run(arguments, output: streams)))
