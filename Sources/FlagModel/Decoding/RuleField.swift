/// The fields a rule object may have, in the order messages list them.
enum RuleField: String, CaseIterable {
    case value, configurations, rollout, group, units, appVersion, build, osVersion, platforms

    /// The field's bit in a set of fields already read.
    var bit: UInt16 {
        // `allCases` builds a new array on every call; this runs for every field decoded.
        1 << UInt16(Self.order.firstIndex(of: self)!)
    }

    private static let order = allCases

    /// `value, configurations, …` for messages.
    static var allowedList: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

}
