import FlagJSON

extension JSONValue {
    /// The value for a message: a number as written (`150`, `25.5`), else its kind (`a string`).
    var shortDescription: String {
        guard case .number(let number) = content else { return kindDescription }
        return JSONOutput.numberText(number)
    }
}
