/// The fields a rule object may have, in the order messages list them.
enum RuleField: String, CaseIterable {
    case value, configurations, rollout, group, units, appVersion, build, osVersion, platforms

    /// The field's bit in a set of fields already read.
    var bit: UInt16 {
        1 << UInt16(Self.allCases.firstIndex(of: self)!)
    }

    /// `value, configurations, …` for messages.
    static var allowedList: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}
