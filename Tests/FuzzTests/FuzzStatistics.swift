/// Counts and timings of one fuzz run, for its closing line.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct FuzzStatistics {
    private(set) var inputs = 0
    private(set) var bytes = 0
    private(set) var decoding: Duration = .zero
    private(set) var slowest: (duration: Duration, iteration: Int) = (.zero, 0)

    mutating func record(_ duration: Duration, bytes count: Int, iteration: Int) {
        inputs += 1
        bytes += count
        decoding += duration
        if duration > slowest.duration { slowest = (duration, iteration) }
    }

    /// For example "2000 inputs (1200 kB) in 9.1 s: 220 inputs/s (decoding alone 310/s); slowest 40 ms (input 17)",
    /// with decoding measured in its thread's CPU time.
    func summary(total: Duration) -> String {
        "\(inputs) inputs (\(bytes / 1_000) kB) in \(Self.seconds(total)) s: \(Self.rate(inputs, total)) inputs/s "
            + "(decoding alone \(Self.rate(inputs, decoding))/s); slowest \(Self.milliseconds(slowest.duration)) ms (input \(slowest.iteration))"
    }

    private static func seconds(_ duration: Duration) -> String {
        String(Double(Int(interval(duration) * 10)) / 10)
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        Int(interval(duration) * 1_000)
    }

    private static func rate(_ count: Int, _ duration: Duration) -> Int {
        interval(duration) > 0 ? Int(Double(count) / interval(duration)) : 0
    }

    private static func interval(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
