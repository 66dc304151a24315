/// A value documented as thread-safe by its owner but not marked `Sendable` (`UserDefaults`).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
