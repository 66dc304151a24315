/// The keywords that start each generated declaration, for one access level.
struct AccessModifiers {
    let access: AccessLevel

    /// `public `, `package ` or nothing (internal is the default).
    var keyword: String {
        access == .internal ? "" : access.rawValue + " "
    }

    /// `@inlinable` where the access level allows it, so reads fold across modules.
    var inlinableAttribute: [String] {
        access.allowsInlinable ? ["@inlinable"] : []
    }

    /// ``inlinableAttribute`` and `@inline(__always)`: for the members that must fold to a
    /// constant at any flag count (the optimizer would otherwise keep a call at thousands).
    var alwaysInlinedAttributes: [String] {
        inlinableAttribute + ["@inline(__always)"]
    }

    /// `@frozen` for public enums: their layout is fixed, so clients can switch over and
    /// fold them even in library-evolution builds.
    var frozenAttribute: [String] {
        access == .public ? ["@frozen"] : []
    }
}
