import FlagGenerator
import FlagJSON
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file operation failed, as words: the system's reason (`No space left on device`)
/// rather than Foundation's codes and its "The operation could not be completed".
package enum FileProblem {
    /// The reason of `error`, without a final period: from its POSIX error where there is one,
    /// else from the kind of Foundation error.
    package static func reason(_ error: any Error) -> String {
        let error = error as NSError
        let posix = error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix, posix.domain == NSPOSIXErrorDomain, let text = strerror(Int32(posix.code)) {
            return String(cString: text)
        }
        if error.domain == NSCocoaErrorDomain, let reason = cocoaReasons[CocoaError.Code(rawValue: error.code)] {
            return reason
        }
        let text = error.localizedDescription.replacingOccurrences(
            of: "The operation could not be completed. ", with: "")
        return Diagnostic.displayed(text.hasSuffix(".") ? String(text.dropLast()) : text)
    }

    private static let cocoaReasons: [CocoaError.Code: String] = [
        .fileNoSuchFile: "no such file or folder", .fileReadNoSuchFile: "no such file or folder",
        .fileWriteFileExists: "something of that name already exists",
        .fileReadNoPermission: "permission denied", .fileWriteNoPermission: "permission denied",
        .fileWriteOutOfSpace: "no space left on the device", .fileWriteVolumeReadOnly: "the file system is read-only",
        .fileReadTooLarge: "the file is too large", .fileWriteInvalidFileName: "the file name is not valid",
    ]
}
