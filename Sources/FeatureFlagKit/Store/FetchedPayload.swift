import Foundation

/// A payload that passed decoding, with what decoding left out and when it was fetched, ready
/// for a store to apply.
struct FetchedPayload {
    let decoded: DecodedPayload
    let fetchedAt: Date

    /// Decodes `data`, fetched at `fetchedAt`.
    init(_ data: Data, fetchedAt: Date, sizeLimit: Int) throws(PayloadRejection) {
        decoded = try RemotePayload.decode(Array(data), sizeLimit: sizeLimit)
        self.fetchedAt = fetchedAt
    }

    /// The well-formed entries.
    var payload: RemotePayload { decoded.payload }
    /// What decoding left out.
    var diagnostics: [FlagDiagnostic] { decoded.diagnostics }
}
