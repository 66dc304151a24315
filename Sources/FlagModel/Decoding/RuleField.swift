/// The fields a rule object may have, in the order messages list them.
enum RuleField: String, CaseIterable {
    case value, configurations, rollout, group, units, appVersion, build, osVersion, platforms

    /// The field's bit in a set of fields already read.
    var bit: UInt16 {
        // `allCases` builds a new array on every call; this runs for every field decoded.
        1 << UInt16(Self.order.firstIndex(of: self)!)
    }

    private static let order = allCases

    /// The field called `name`, if any.
    static func named(_ name: String) -> RuleField? {
        var name = name
        return name.withUTF8(RuleField.init(utf8:))
    }

    /// The field whose name is the UTF-8 text `name`, if any: every field starts with a
    /// different letter, so one byte picks the candidate and one comparison confirms it,
    /// without building or hashing a string.
    init?(utf8 name: UnsafeBufferPointer<UInt8>) {
        let candidate: RuleField? = switch name.first {
        case UInt8(ascii: "v"): .value
        case UInt8(ascii: "c"): .configurations
        case UInt8(ascii: "r"): .rollout
        case UInt8(ascii: "g"): .group
        case UInt8(ascii: "u"): .units
        case UInt8(ascii: "a"): .appVersion
        case UInt8(ascii: "b"): .build
        case UInt8(ascii: "o"): .osVersion
        case UInt8(ascii: "p"): .platforms
        default: nil
        }
        guard let candidate else { return nil }
        var spelled = candidate.rawValue
        guard spelled.withUTF8({ $0.hasSameBytes(as: name) }) else { return nil }
        self = candidate
    }

    /// `value, configurations, …` for messages.
    static var allowedList: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}
