/// The fields a rule object may have, in the order messages list them.
enum RuleField: String, CaseIterable {
    case value, configurations, rollout, group, units, appVersion, build, osVersion, platforms

    /// The field's bit in a set of fields already read.
    var bit: UInt16 {
        switch self {
        case .value: 1 << 0
        case .configurations: 1 << 1
        case .rollout: 1 << 2
        case .group: 1 << 3
        case .units: 1 << 4
        case .appVersion: 1 << 5
        case .build: 1 << 6
        case .osVersion: 1 << 7
        case .platforms: 1 << 8
        }
    }

    /// The version attribute a version-range field bounds, or `nil` for the other fields.
    var versionAttribute: VersionAttribute? {
        switch self {
        case .appVersion: .appVersion
        case .build: .build
        case .osVersion: .osVersion
        default: nil
        }
    }

    /// The field called `name`, if any.
    static func named(_ name: String) -> RuleField? {
        var name = name
        return name.withUTF8(RuleField.init(utf8:))
    }

    /// The field whose name is the UTF-8 text `name`, if any.
    init?(utf8 name: UnsafeBufferPointer<UInt8>) {
        guard let first = name.first, let candidate = Self.candidate(startingWith: first), name.spells(candidate.spelling) else { return nil }
        self = candidate.field
    }

    /// The only field whose name starts with `byte`, and its name: every field starts with a
    /// different letter, so one byte picks the candidate and one comparison confirms it,
    /// without building or hashing a string. (The spellings are the raw values as static
    /// strings: a raw value is a `String` built on every call.)
    @inline(__always)
    static func candidate(startingWith byte: UInt8) -> (field: RuleField, spelling: StaticString)? {
        switch byte {
        case UInt8(ascii: "v"): (.value, "value")
        case UInt8(ascii: "c"): (.configurations, "configurations")
        case UInt8(ascii: "r"): (.rollout, "rollout")
        case UInt8(ascii: "g"): (.group, "group")
        case UInt8(ascii: "u"): (.units, "units")
        case UInt8(ascii: "a"): (.appVersion, "appVersion")
        case UInt8(ascii: "b"): (.build, "build")
        case UInt8(ascii: "o"): (.osVersion, "osVersion")
        case UInt8(ascii: "p"): (.platforms, "platforms")
        default: nil
        }
    }

    /// `value, configurations, …` for messages.
    static var allowedList: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}
