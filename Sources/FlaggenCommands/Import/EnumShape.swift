import FlagGenerator
import FlagJSON

/// An enum of a Swift file as the importer sees it: its cases, in declaration order, and the
/// properties (its own and its extensions') whose body is a `switch self`.
struct EnumShape {
    /// The enum's name.
    var name: String
    /// A Boolean value indicating whether the enum is declared `public`.
    var isPublic: Bool
    /// Where the enum's name is.
    var location: SourceLocation
    /// The cases, in declaration order.
    var cases: [(name: String, location: SourceLocation)] = []
    /// The properties that switch over `self`, the enum's first, then its extensions'.
    var switches: [SelfSwitch] = []
}

/// A computed property whose body is a `switch self`.
struct SelfSwitch {
    /// The property's name, such as `enabled`.
    var propertyName: String
    /// The property's type as written, such as `Bool` or `String?`.
    var typeText: String
    /// Where the property's name is.
    var location: SourceLocation
    /// Where the statements before the `switch` start, if there are any.
    var preambleLocation: SourceLocation?
    /// The arms, in order.
    var arms: [SwitchArm] {
        didSet { indexArms() }
    }
    /// For each case name, the first arm that lists it; and the `default:` arm: one lookup per
    /// flag, where a scan of the arms for every case would be quadratic in a long switch.
    private(set) var armIndexByCase: [String: Int] = [:]
    private(set) var defaultArmIndex: Int?

    init(
        propertyName: String, typeText: String, location: SourceLocation, preambleLocation: SourceLocation?,
        arms: [SwitchArm]
    ) {
        self.propertyName = propertyName
        self.typeText = typeText
        self.location = location
        self.preambleLocation = preambleLocation
        self.arms = arms
        indexArms()
    }

    private mutating func indexArms() {
        armIndexByCase = [:]
        defaultArmIndex = arms.firstIndex(where: \.isDefault)
        for (index, arm) in arms.enumerated() {
            for name in arm.caseNames where armIndexByCase[name] == nil { armIndexByCase[name] = index }
        }
    }
}

/// One `case …:` or `default:` arm of a ``SelfSwitch``.
struct SwitchArm {
    /// The cases the arm matches (`case .a, .b:`); empty for `default:`.
    var caseNames: [String]
    /// A Boolean value indicating whether this is the `default:` arm.
    var isDefault: Bool
    /// Where a pattern the importer does not read (`let`, `where`…) is, if there is one.
    var unreadPatternLocation: SourceLocation?
    /// The positions, in a ``TokenCursor``, of the arm's statements.
    var body: Range<Int>
    /// Where the arm's `case` or `default` is.
    var location: SourceLocation
}
