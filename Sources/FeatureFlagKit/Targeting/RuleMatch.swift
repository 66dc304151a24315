/// The rule that decided a flag's remote value.
package struct RuleMatch: Sendable, Hashable {
    /// The rule's position in the flag's list, from 0.
    package var index: Int
    /// The value the rule gives the flag.
    package var value: Bool

    /// A match of the rule at `index` with `value`.
    package init(index: Int, value: Bool) {
        self.index = index
        self.value = value
    }
}
