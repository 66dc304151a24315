import FlagGenerator

extension CompilationCondition {
    /// The condition true exactly when each of `literals` has its value: their conjunction,
    /// negated where the value is false, parenthesized where an operator would split one.
    static func all(_ literals: [(condition: CompilationCondition, value: Bool)]) -> CompilationCondition? {
        if literals.count == 1, literals[0].value { return literals[0].condition }
        return literals.map { literal -> CompilationCondition in
            switch (literal.value, literal.condition) {
            case (true, .or): .parenthesized(literal.condition)
            case (true, _): literal.condition
            // Negated by simplification: `!!A` doesn't compile.
            case (false, .not(let operand)): operand
            case (false, .and), (false, .or): .not(.parenthesized(literal.condition))
            case (false, _): .not(literal.condition)
            }
        }
        .reduce(nil) { conjunction, literal in conjunction.map { .and($0, literal) } ?? literal }
    }

    /// `first || second || …`, or `nil` for none.
    static func any(_ conditions: [CompilationCondition]) -> CompilationCondition? {
        conditions.reduce(nil) { disjunction, condition in disjunction.map { .or($0, condition) } ?? condition }
    }
}
