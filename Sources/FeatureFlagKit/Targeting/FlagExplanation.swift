import Foundation

/// One line for people saying why a flag has its value: the value, the layer it comes from,
/// and every override or remote value that was set aside. The one writer of that line, for
/// `FlagEvaluation.explanation` and for `flaggen simulate`.
///
/// `on: remote rule 2 (rollout 25%: bucket 13 ≤ 25) fetched 2026-11-29T10:00:00Z`,
/// `off: compiled value in release; remote value on refused: may only be turned off remotely ("remote": "disable-only")`.
package struct FlagExplanation: Sendable, Hashable {
    package var isEnabled: Bool
    package var layer: FlagValueSource
    package var configuration: String
    /// What the flag's remote rules said (``RuleExplanation/description``), if it has rules.
    package var remoteRule: String?
    /// When the remote payload was fetched, if there is one to name.
    package var remoteFetchedAt: Date?
    package var remoteValue: Bool?
    /// Why ``remoteValue`` is not used, if a policy refuses it.
    package var remoteRefusal: OverrideRefusal.Reason?
    package var localOverride: Bool?
    /// Why ``localOverride`` is not honoured, if it isn't.
    package var localOverrideRefusal: OverrideRefusal.Reason?

    package init(
        isEnabled: Bool, layer: FlagValueSource, configuration: String, remoteRule: String?, remoteFetchedAt: Date?,
        remoteValue: Bool?, remoteRefusal: OverrideRefusal.Reason?, localOverride: Bool?,
        localOverrideRefusal: OverrideRefusal.Reason?
    ) {
        self.isEnabled = isEnabled
        self.layer = layer
        self.configuration = configuration
        self.remoteRule = remoteRule
        self.remoteFetchedAt = remoteFetchedAt
        self.remoteValue = remoteValue
        self.remoteRefusal = remoteRefusal
        self.localOverride = localOverride
        self.localOverrideRefusal = localOverrideRefusal
    }

    /// `on: ` or `off: ` followed by ``reason``.
    package var text: String { "\(Self.word(isEnabled)): \(reason)" }

    /// The layer first, then the remote rules when they did not decide, then each override or
    /// remote value set aside, joined with `; `.
    package var reason: String {
        var parts = [layerDescription]
        if let remoteRule, layer != .remote {
            parts.append(remoteRule)
        }
        if let localOverride, let localOverrideRefusal {
            parts.append("local override \(Self.word(localOverride)) ignored: \(localOverrideRefusal.clause)")
        }
        if let remoteValue {
            if let remoteRefusal {
                parts.append("remote value \(Self.word(remoteValue)) refused: \(remoteRefusal.clause)")
            } else if layer == .localOverride {
                parts.append("remote value \(Self.word(remoteValue)) overridden locally")
            } else if layer == .compiled {
                // A value no policy refuses loses to the compiled value only when no layer may
                // change the flag in this configuration.
                parts.append("remote value \(Self.word(remoteValue)) unused: the flag can't change in \(configuration)")
            }
        }
        return parts.joined(separator: "; ")
    }

    private var layerDescription: String {
        switch layer {
        case .compiled: "compiled value in \(configuration)"
        case .localOverride: "local override"
        case .remote: (remoteRule ?? "remote value") + (remoteFetchedAt.map { " fetched \(Self.timestamp($0))" } ?? "")
        }
    }

    /// `on` or `off`.
    package static func word(_ value: Bool) -> String { value ? "on" : "off" }

    /// `2026-11-29T10:00:00Z`.
    package static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter.string(
            from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withInternetDateTime])
    }
}
