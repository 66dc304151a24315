import ManifestVocabulary

extension ValueType {
    /// The Swift type a read returns: `Int`, `Double` or `String`.
    var swiftType: String {
        switch self {
        case .integer: "Int"
        case .double: "Double"
        case .string: "String"
        }
    }

    /// The `ManifestFlag` property that reads the store's value of a flag of this type.
    var storedRead: String {
        switch self {
        case .integer: "_storedInteger"
        case .double: "_storedDouble"
        case .string: "_storedString"
        }
    }
}
