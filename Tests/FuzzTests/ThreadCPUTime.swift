#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time of the calling thread. Unlike the wall clock it doesn't grow while the thread
/// waits for a core, so a bound on it tells a quadratic scan from a machine busy with the rest
/// of the test run (the end-to-end builds keep both cores of a small machine busy for minutes).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum ThreadCPUTime {
    /// The CPU time the calling thread spent running `body`, which must not suspend.
    static func measure(_ body: () throws -> Void) rethrows -> Duration {
        let start = now()
        try body()
        return now() - start
    }

    private static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
