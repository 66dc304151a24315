/// What ``RemotePayload/decode(_:sizeLimit:)`` makes of a payload it does not reject whole.
package struct DecodedPayload: Sendable, Equatable {
    package var payload: RemotePayload
    /// One diagnostic per entry that was dropped or field that was ignored, in document order.
    package var diagnostics: [FlagDiagnostic]
}
