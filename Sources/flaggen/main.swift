import Foundation

exit(Flaggen.run(Array(CommandLine.arguments.dropFirst())).rawValue)
