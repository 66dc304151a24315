import FeatureFlagKit
import Foundation

// Test helper: writes two different payloads to the cache file given as the only argument,
// alternately and forever, until killed. The crash-safety test kills it with SIGKILL at
// random moments and checks that the cache is always one payload or the other.
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: cache-writer CACHE_FILE\n".utf8))
    exit(2)
}
let cache = FilePayloadCache(url: URL(fileURLWithPath: CommandLine.arguments[1]))
let payloads = CacheWriterPayloads.all
var round = 0
while true {
    let payload = payloads[round % payloads.count]
    try? cache.save(CachedPayload(data: payload, entityTag: "\"\(round % payloads.count)\"", fetchedAt: Date()))
    round += 1
}
