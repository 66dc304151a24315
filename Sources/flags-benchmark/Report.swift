import FeatureFlagKit
import Foundation

/// One row of the printed table: a measurement, the baseline it is compared with, the ratio.
struct Comparison {
    let subject: Measurement
    let baseline: Measurement
    /// What the ratio means, such as "× faster" or "of baseline".
    let goal: String

    var ratio: Double { baseline.median / subject.median }
}

enum ResultTable {
    static func show(_ comparisons: [Comparison]) {
        let rows = comparisons.map { comparison in
            [
                comparison.subject.name, format(comparison.subject.minimum), format(comparison.subject.median),
                comparison.subject.unit, comparison.baseline.name, format(comparison.baseline.median),
                formatRatio(comparison), comparison.goal,
            ]
        }
        let header = ["measurement", "min", "median", "unit", "baseline", "baseline median", "ratio", "goal"]
        print(TextTable(header: header, rows: rows).text)
    }

    static func format(_ value: Double) -> String {
        abs(value) < 0.005 ? "0.00" : String(format: abs(value) < 100 ? "%.2f" : "%.0f", value)
    }

    private static func formatRatio(_ comparison: Comparison) -> String {
        let ratio = comparison.ratio
        guard ratio.isFinite else { return "n/a: both fold to 0" }
        return String(format: "%.2f×", ratio)
    }
}
