import FlaggenCore
import Foundation

exit(FlaggenCommandLine.run(Array(CommandLine.arguments.dropFirst()), output: StandardStreams()).rawValue)
