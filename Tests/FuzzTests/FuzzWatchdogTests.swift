import Foundation
import Testing

// Exit tests exist on macOS, Linux and Windows only.
#if os(macOS) || os(Linux) || os(Windows)

extension Fuzz {
    /// A crash of the decoder ends the process, so the replay line must be printed by the
    /// crash itself; these tests crash a child process on purpose and read what it printed.
    @Suite struct FuzzWatchdogTests {
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func aTrapPrintsTheCurrentInput() async throws {
            let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                FuzzWatchdog.begin("replay line of a trapping input")
                let elements = [1]
                _ = elements[elements.count + Int.random(in: 0...1)]
            }
            #expect(
                String(decoding: result.standardErrorContent, as: UTF8.self).contains(
                    "\nreplay line of a trapping input\n"))
        }

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        @Test func aStackOverflowPrintsTheCurrentInput() async throws {
            let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                FuzzWatchdog.begin("replay line of an overflowing input")
                _ = Self.descend(0)
            }
            #expect(
                String(decoding: result.standardErrorContent, as: UTF8.self).contains(
                    "\nreplay line of an overflowing input\n"))
        }

        /// Recurses until the stack runs out, as an unbounded parser would.
        @inline(never) static func descend(_ depth: Int) -> Int {
            var frame = [depth, depth]
            if depth >= 0 { frame[0] = descend(depth + 1) }
            return frame[0] + frame[1]
        }
    }
}
#endif
