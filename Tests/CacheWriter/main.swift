import FeatureFlagKit
import Foundation

#if canImport(Glibc)
import Glibc
#endif

// Test helper: writes two different payloads to a cache file, alternately and forever, until
// killed, starting with the one at FIRST (0 or 1). Prints "writing" once the first write is
// done. The crash-safety test kills it with SIGKILL at random moments and checks that the
// cache is always one payload or the other. It exits by itself if its parent goes away.
guard CommandLine.arguments.count == 3, let first = Int(CommandLine.arguments[2]) else {
    FileHandle.standardError.write(Data("usage: cache-writer CACHE_FILE FIRST\n".utf8))
    exit(2)
}
let cache = FilePayloadCache(url: URL(fileURLWithPath: CommandLine.arguments[1]))
let payloads = CacheWriterPayloads.all
let parent = getppid()
var round = first
while getppid() == parent {
    let payload = payloads[round % payloads.count]
    try? cache.save(CachedPayload(data: payload, entityTag: "\"\(round % payloads.count)\"", fetchedAt: Date()))
    if round == first { FileHandle.standardOutput.write(Data("writing\n".utf8)) }
    round += 1
}
