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
        let decoded: DecodedPayload
        do {
            decoded = try RemotePayload.decode(Array(data), sizeLimit: sizeLimit)
        } catch {
            report(FlagDiagnostic(origin: .remotePayload, message: "payload rejected: \(error)"))
            throw error
        }
        return decoded.diagnostics + apply(decoded, fetchedAt: fetchedAt)
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
            (state.replacingRemoteLayer(.empty(count: state.catalog.count), fetchedAt: nil), ())
        }
    }

    /// Applies a decoded payload fetched at `fetchedAt` and reports what decoding and applying
    /// left out.
    ///
    /// - Returns: what applying left out (ignored or refused entries).
    @discardableResult
    func apply(_ decoded: DecodedPayload, fetchedAt: Date) -> [FlagDiagnostic] {
        let diagnostics = update { state in
            let (snapshot, leftOut) = FlagSnapshot<Flag>(state: state).applying(decoded.payload, fetchedAt: fetchedAt)
            let (noted, unknownVersions) = snapshot.state.notingUnknownVersions()
            return (noted, leftOut + unknownVersions)
        }
        for diagnostic in decoded.diagnostics + diagnostics { report(diagnostic) }
        return diagnostics
    }
}
