import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Takes `lockFile` with `flock`, as another process's store would, prints "ready", and holds
/// it until a line (or the end of input) arrives on stdin; returns 0, or 1 if it couldn't lock.
func holdLock(lockFile: URL) -> Int32 {
    let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else {
        FileHandle.standardError.write(
            Data("override-writer: cannot lock \(lockFile.path): \(String(cString: strerror(errno)))\n".utf8))
        return 1
    }
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    _ = readLine()
    flock(descriptor, LOCK_UN)
    close(descriptor)
    return 0
}
