import Foundation

/// A payload that passed decoding, with what decoding left out and when it was fetched, ready
/// for a store to apply.
struct FetchedPayload {
    let decoded: DecodedPayload
    let fetchedAt: Date

    init(_ data: Data, fetchedAt: Date, sizeLimit: Int) throws(PayloadRejection) {
        decoded = try RemotePayload.decode(Array(data), sizeLimit: sizeLimit)
        self.fetchedAt = fetchedAt
    }

    var payload: RemotePayload { decoded.payload }
    var diagnostics: [FlagDiagnostic] { decoded.diagnostics }
}
