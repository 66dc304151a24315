extension BadManifest {
    /// The object form of `enabled` with an app variant condition: `{ "in" | "except": [names], "if": "CONDITION" }`.
    static let variants: [BadManifest] = [
        BadManifest(
            "in and if",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {"in": ["appStore"], "if": "JETPACK"}}]}"#,
            expected: []),
        BadManifest(
            "if alone",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {"if": "!JETPACK && os(iOS)"}}]}"#,
            expected: []),
        BadManifest(
            "in and except",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {"in": ["appStore"], "except": ["localDeveloper"]}}]}"#,
            expected: [
                #"1:102: error: 'enabled' of flag 'a' has both 'in' and 'except'; keep one of them ('in' lists where the flag is on, 'except' where it is off)."#
            ]),
        BadManifest(
            "empty object",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {}}]}"#,
            expected: [
                #"1:71: error: 'enabled' of flag 'a' must have 'in', 'except' or 'if', such as { "except": ["appStore"] } or { "in": ["appStore"], "if": "JETPACK" }."#
            ]),
        BadManifest(
            "misspelt if",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {"in": ["appStore"], "iff": "JETPACK"}}]}"#,
            expected: [
                #"1:92: error: unknown field 'iff' in 'enabled' of flag 'a'. Did you mean 'if'? Allowed fields: in, except, if."#
            ]),
        BadManifest(
            "empty if",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {"in": ["appStore"], "if": " "}}]}"#,
            expected: [
                #"1:98: error: 'if' of flag 'a' is empty; write the compilation condition of the app variants the flag exists in, such as "JETPACK", or remove 'if'."#
            ]),
        BadManifest(
            "if is not a string",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {"if": true}}]}"#,
            expected: [
                #"1:78: error: 'if' of 'enabled' of flag 'a' must be a string, not a Boolean."#
            ]),
        BadManifest(
            "if calls a function",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {"if": "JETPACK && exit(1)"}}]}"#,
            expected: [
                #"1:90: error: 'if' of flag 'a' calls 'exit()', which is not allowed; use os(), arch(), canImport(), targetEnvironment(), swift(>=N.N) or compiler(>=N.N)."#
            ]),
        BadManifest(
            "in is empty with if",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {"in": [], "if": "JETPACK"}}]}"#,
            expected: [
                #"1:78: warning: 'in' of flag 'a' is an empty list, which means off everywhere; write false."#
            ]),
        BadManifest(
            "except is empty with if",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {"except": [], "if": "JETPACK"}}]}"#,
            expected: [
                #"1:82: warning: 'except' of flag 'a' is an empty list, which means on everywhere; remove 'except'."#
            ]),
        BadManifest(
            "in names an unknown configuration",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {"in": ["appstore"], "if": "JETPACK"}}]}"#,
            expected: [
                #"1:79: error: 'in' of flag 'a' names the unknown configuration 'appstore'. Did you mean 'appStore'? Declared configurations: branchTest, prereleaseTesting, localDeveloper, appStore."#
            ]),
        BadManifest(
            "if tests a configuration's condition",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {"except": ["appStore"], "if": "DEBUG"}}]}"#,
            expected: [
                #"1:102: warning: 'if' of flag 'a' tests DEBUG, the condition that selects configuration 'localDeveloper'; 'if' is for app variants: to turn the flag on in 'localDeveloper', list it in 'in'."#
            ]),
        BadManifest(
            "if negates twice with a space between",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": {"if": "A && ! !B"}}]}"#,
            expected: [
                #"1:86: error: 'if' of flag 'a' negates twice with '!!', which Swift doesn't compile; remove both '!', since negating twice changes nothing."#
            ]),
        BadManifest(
            "condition negates twice",
            #"{"version": 1, "configurations": [{"name": "a", "condition": "!!A"}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:64: error: the condition of configuration 'a' negates twice with '!!', which Swift doesn't compile; remove both '!', since negating twice changes nothing."#
            ]),
    ]
}
