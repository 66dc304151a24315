import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, for messages that say why flaggen can't read or write it, and for
/// writes that must not replace anything but a regular file.
package enum FileKind: Equatable {
    /// Nothing is there.
    case missing
    /// A regular file.
    case regularFile
    /// A folder.
    case folder
    /// A symbolic link, not followed.
    case symbolicLink
    /// Anything else, named for messages: "a FIFO", "a character device", "a socket"…
    case special(String)

    /// What is at `path`; a symbolic link as such unless `followingLinks`.
    package init(atPath path: String, followingLinks: Bool = false) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .special("a FIFO")
        case S_IFCHR: self = .special("a character device")
        case S_IFBLK: self = .special("a block device")
        case S_IFSOCK: self = .special("a socket")
        default: self = .special("not a file or a folder")
        }
    }

    /// How messages name it: "a folder", "a FIFO"…
    package var described: String {
        switch self {
        case .missing: "nothing"
        case .regularFile: "a regular file"
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .special(let name): name
        }
    }
}
