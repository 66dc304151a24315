// Usage: fixture-app [PAYLOAD_FILE] — the flags of AppFlags and ManyFlags (AppFlagValues.swift),
//        after applying the payload to the shared store.
//        fixture-app typed [PAYLOAD_FILE] — the typed flags instead (TypedValues.swift).
// Each lives in a function of its own, so that the code of one can't change how the optimizer
// treats the flags of the other.
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "typed" {
    try printTypedValues(payloadPath: arguments.dropFirst().first)
} else {
    try printFlags(payloadPath: arguments.first)
}
