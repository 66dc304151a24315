/// The rule that decided a flag's remote value.
package struct RuleMatch: Sendable, Hashable {
    /// The rule's position in the flag's list, from 0.
    package var index: Int
    package var value: Bool

    package init(index: Int, value: Bool) {
        self.index = index
        self.value = value
    }
}
