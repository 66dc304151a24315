/// The fields a rule object may have, in the order messages list them.
enum RuleField: String, CaseIterable {
    case value, configurations, rollout, group, units, appVersion, build, osVersion, platforms

    /// The field's bit in a set of fields already read.
    var bit: UInt16 {
        // `allCases` builds a new array on every call; this runs for every field decoded.
        1 << UInt16(Self.order.firstIndex(of: self)!)
    }

    private static let order = allCases

    /// The field called `name`, if any: a hash lookup, where `init(rawValue:)` compares the
    /// name with every case in turn (measured: 3 % of decoding 10,000 two-rule lists).
    static func named(_ name: String) -> RuleField? {
        byName[name]
    }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// `value, configurations, …` for messages.
    static var allowedList: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

}
