import Foundation

/// The process's arguments, which must be UTF-8: `CommandLine.arguments` would turn a byte
/// that is not into U+FFFD, and a unit id or a path would silently become another.
package enum ProcessArguments {
    /// The arguments after the tool's name, or `nil` after writing to `output` which one is not
    /// UTF-8.
    package static func utf8(reportingTo output: any OutputSink) -> [String]? {
        var arguments: [String] = []
        for number in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[number] else { continue }
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            guard UTF8Validation.firstInvalidOffset(bytes) == nil else {
                output.writeError(
                    "flaggen: error: argument \(number) is not valid UTF-8; flaggen reads its arguments as UTF-8 text.\n"
                )
                return nil
            }
            arguments.append(String(decoding: bytes, as: UTF8.self))
        }
        return arguments
    }
}
