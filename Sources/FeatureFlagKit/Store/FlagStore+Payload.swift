import Foundation

extension FlagStore {
    /// Decodes a remote payload and makes it the remote layer, as one change.
    ///
    /// Unknown keys, malformed entries and values a policy refuses are left out and
    /// returned (and passed to the diagnostic handler); the rest applies.
    ///
    /// - Parameters:
    ///   - data: the payload document, JSON in the remote payload format.
    ///   - fetchedAt: when the payload was fetched; now by default.
    ///   - sizeLimit: the largest document accepted, in bytes.
    /// - Returns: one diagnostic for each entry that was left out, and why.
    /// - Throws: ``PayloadRejection`` if the document is too large, not JSON or not
    ///   version 1; the values in force don't change.
    @discardableResult
    public func applyRemotePayload(
        _ data: Data, fetchedAt: Date = Date(), sizeLimit: Int = Defaults.payloadSizeLimit
    ) throws(PayloadRejection) -> [FlagDiagnostic] {
        try apply(decodePayload(data, sizeLimit: sizeLimit, reportingAs: .remotePayload), fetchedAt: fetchedAt)
    }

    /// Decodes payload bytes for this store: the one decoder of every way a payload comes in
    /// (``applyRemotePayload(_:fetchedAt:sizeLimit:)``, a refresher's cache and fetches), whose
    /// result goes to ``apply(_:fetchedAt:)``.
    ///
    /// - Parameters:
    ///   - data: the payload document.
    ///   - sizeLimit: the largest document accepted, in bytes.
    ///   - origin: the origin of the diagnostic that reports a rejection, or `nil` when the caller
    ///     reports it (a fetch reports it as the source's failure, unless it was stopped).
    /// - Returns: the payload, and a diagnostic for each entry or field decoding left out.
    /// - Throws: ``PayloadRejection`` if the document is too large, not JSON or not version 1.
    func decodePayload(_ data: Data, sizeLimit: Int, reportingAs origin: FlagDiagnostic.Origin?)
        throws(PayloadRejection) -> DecodedPayload
    {
        do {
            return try RemotePayload.decode(Array(data), sizeLimit: sizeLimit)
        } catch {
            if let origin { report(FlagDiagnostic(origin: origin, message: error.diagnosticMessage)) }
            throw error
        }
    }

    /// Makes a decoded payload the remote layer, as one change.
    ///
    /// - Returns: what the payload asked for that was ignored or refused.
    @discardableResult
    package func applyRemotePayload(_ payload: RemotePayload, fetchedAt: Date = Date()) -> [FlagDiagnostic] {
        apply(DecodedPayload(payload: payload, diagnostics: []), fetchedAt: fetchedAt)
    }

    /// Removes every remote value; flags return to their compiled value or local override.
    package func clearRemoteValues() {
        update { state in
            (state.replacingRemoteLayer(.empty(for: state.catalog), fetchedAt: nil), ())
        }
    }

    /// Makes a decoded payload, fetched at `fetchedAt`, the remote layer as one change, and reports
    /// what decoding and applying left out: the one apply of every way a payload comes in.
    ///
    /// - Returns: what decoding and applying left out (dropped, ignored or refused entries).
    @discardableResult
    func apply(_ decoded: DecodedPayload, fetchedAt: Date) -> [FlagDiagnostic] {
        let diagnostics = decoded.diagnostics + update { $0.applying(decoded.payload, fetchedAt: fetchedAt) }
        for diagnostic in diagnostics { report(diagnostic) }
        return diagnostics
    }
}
