import Foundation

/// The outcome of a successful fetch.
public enum FetchResult: Sendable, Equatable {
    /// A payload, with the tag that identifies this version of it.
    case payload(Data, entityTag: String?)
    /// The payload is the one the caller already has.
    case unchanged
}
