import FeatureFlagKit
import Foundation

extension RefreshStatus {
    /// The status as a sentence for people, with times written by `time`: "Updated at …", or
    /// for a failure its reason and when the refresher retries.
    func summary(time: (Date) -> String) -> String {
        switch self {
        case .neverFetched: "Never fetched."
        case .updated(let date): "Updated at \(time(date))."
        case .unchanged(let date): "Checked at \(time(date)): unchanged."
        case .throttled(let date, let next): "Not fetched at \(time(date)): next fetch after \(time(next))."
        case .failed(let error, let date, let retry):
            "Failed at \(time(date)): \(error.message) Next retry after \(time(retry))."
        }
    }
}
