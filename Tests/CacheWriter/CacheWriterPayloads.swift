import Foundation

/// The payloads the cache writer alternates between: one small, one of about 200 KB, so a
/// kill often lands in the middle of a write.
enum CacheWriterPayloads {
    static let all: [Data] = [
        Data(#"{"version": 1, "flags": {"small": true}}"#.utf8),
        Data(
            ("{\"version\": 1, \"flags\": {" + (0..<8_000).map { "\"flag\($0)\": false" }.joined(separator: ", ") + "}}")
                .utf8),
    ]
}
