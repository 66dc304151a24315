/// Why an override of a flag is set aside: the manifest's policy, named with the field that sets it.
public enum OverrideRefusal: Sendable, Hashable, CustomStringConvertible {
    /// A payload value for a flag that may not be changed remotely (`"remote": false`).
    case remoteForbidden
    /// A payload `true` for a kill switch, which may only be turned off (`"remote": "disable-only"`).
    case remoteDisableOnly
    /// A local override of a flag that forbids them (`"local": false`).
    case localForbiddenByFlag
    /// A local override in a configuration that does not honour them, named.
    case localNotHonoured(configuration: String)
    /// Any override of a flag whose `"if"` condition doesn't hold in this build: it doesn't
    /// exist in this app variant.
    case absentFromVariant

    /// The reason as a clause, such as `may not be changed remotely ("remote": false)`.
    public var description: String {
        switch self {
        case .remoteForbidden: "may not be changed remotely (\"remote\": false)"
        case .remoteDisableOnly: "may only be turned off remotely (\"remote\": \"disable-only\")"
        case .localForbiddenByFlag: "the flag forbids local overrides (\"local\": false)"
        case .localNotHonoured(let configuration): "local overrides are not honoured in \(configuration)"
        case .absentFromVariant: "the flag is not part of this app variant (its \"if\" condition doesn't hold in this build)"
        }
    }
}
