/// What ``RemotePayload/decode(_:sizeLimit:)`` makes of a payload it does not reject whole.
public struct DecodedPayload: Sendable, Equatable {
    /// The well-formed entries.
    public var payload: RemotePayload
    /// One diagnostic per entry that was dropped or field that was ignored, in document order.
    public var diagnostics: [FlagDiagnostic]

    /// Creates a decoded payload.
    public init(payload: RemotePayload, diagnostics: [FlagDiagnostic]) {
        self.payload = payload
        self.diagnostics = diagnostics
    }
}
