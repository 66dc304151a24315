extension BadManifest {
    /// Variant flags (`"variants"` and `"value"`): a variant compiled per configuration, which a
    /// remote payload may change where `remote` allows.
    static let multivariate: [BadManifest] = [
        BadManifest(
            "valid per configuration",
            #"{"version": 1, "localOverrides": [], "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"in": {"appStore": "y"}, "otherwise": "x"}}]}"#,
            expected: []),
        BadManifest(
            "valid plain value",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": "y", "local": false}]}"#,
            expected: []),
        BadManifest(
            "unknown variant",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["control", "oneStep"], "value": "oneStp", "local": false}]}"#,
            expected: [
                #"1:105: error: 'value' of flag 'a' names the unknown variant 'oneStp'. Did you mean 'oneStep'? Variants: control, oneStep."#
            ]),
        BadManifest(
            "duplicate variant",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y", "x"], "value": "x", "local": false}]}"#,
            expected: [
                #"1:83: error: 'variants' of flag 'a' lists 'x' twice (first at 1:73); remove one of them."#
            ]),
        BadManifest(
            "not an identifier",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "one step"], "value": "x", "local": false}]}"#,
            expected: [
                #"1:78: error: variant 'one step' of flag 'a' is not a Swift identifier; use letters, digits and underscores, starting with a letter (lowerCamelCase by convention)."#
            ]),
        BadManifest(
            "reserved name",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "allCases", "Type"], "value": "x", "local": false}]}"#,
            expected: [
                #"1:78: error: variant 'allCases' of flag 'a' is taken by a member that the enum of a flag's variants generates; choose another name."#,
                #"1:90: error: variant 'Type' of flag 'a' can't be an enum case: Swift gives '.Type' a meaning on every type; choose another name."#,
            ]),
        BadManifest(
            "keyword is allowed",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["default", "for"], "value": "for", "local": false}]}"#,
            expected: []),
        BadManifest(
            "more than a hundred",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["#
                + (0...100).map { #""v\#($0)""# }.joined(separator: ", ") + #"], "value": "v0", "local": false}]}"#,
            expected: [
                #"1:72: error: 'variants' of flag 'a' lists 101 variants; at most 100 are supported (the store keeps a variant's index in a signed byte)."#
            ]),
        BadManifest(
            "a hundred",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["#
                + (0..<100).map { #""v\#($0)""# }.joined(separator: ", ") + #"], "value": "v99", "local": false}]}"#,
            expected: []),
        BadManifest(
            "names of the variant enum's members",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "current", "flag", "value"], "value": "x", "local": false}]}"#,
            expected: [
                #"1:78: error: variant 'current' of flag 'a' is taken by a member that the enum of a flag's variants generates; choose another name."#,
                #"1:89: error: variant 'flag' of flag 'a' is taken by a member that the enum of a flag's variants generates; choose another name."#,
            ]),
        BadManifest(
            "fewer than two",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x"], "value": "x", "local": false}]}"#,
            expected: [
                #"1:72: error: 'variants' of flag 'a' lists 1 variant; a variant flag needs two or more (for on and off, write 'enabled' instead)."#
            ]),
        BadManifest(
            "no variants",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": [], "value": "x", "local": false}]}"#,
            expected: [
                #"1:72: error: 'variants' of flag 'a' lists 0 variants; a variant flag needs two or more (for on and off, write 'enabled' instead)."#
            ]),
        BadManifest(
            "variants not a list",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": "x, y", "value": "x", "local": false}]}"#,
            expected: [
                #"1:72: error: 'variants' of flag 'a' must be a list of variant names such as ["control", "treatment"], not a string."#
            ]),
        BadManifest(
            "variant not a string",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", 2], "value": "x", "local": false}]}"#,
            expected: [
                #"1:78: error: 'variants' of flag 'a' must list variant names as strings, not a number."#
            ]),
        BadManifest(
            "unknown variant per configuration",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"in": {"appStore": "z"}, "otherwise": "x"}, "local": false}]}"#,
            expected: [
                #"1:113: error: 'value' of flag 'a' names the unknown variant 'z'. Did you mean 'x'? Variants: x, y."#
            ]),
        BadManifest(
            "unknown otherwise",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "yes"], "value": {"otherwise": "ye"}, "local": false}]}"#,
            expected: [
                #"1:109: error: 'value' of flag 'a' names the unknown variant 'ye'. Did you mean 'yes'? Variants: x, yes."#
            ]),
        BadManifest(
            "unknown configuration",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"in": {"appstore": "y"}, "otherwise": "x"}, "local": false}]}"#,
            expected: [
                #"1:101: error: 'in' of 'value' of flag 'a' names the unknown configuration 'appstore'. Did you mean 'appStore'? Declared configurations: branchTest, prereleaseTesting, localDeveloper, appStore."#
            ]),
        BadManifest(
            "configuration twice",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"in": {"appStore": "y", "appStore": "x"}, "otherwise": "x"}, "local": false}]}"#,
            expected: [
                #"1:118: error: 'appStore' appears twice in 'in' of 'value' of flag 'a' (first at line 1); remove one of them."#
            ]),
        BadManifest(
            "configurations left out",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"in": {"appStore": "y", "localDeveloper": "x"}}, "local": false}]}"#,
            expected: [
                #"1:93: error: 'value' of flag 'a' picks no variant for branchTest, prereleaseTesting; name them in 'in', or add "otherwise": "x"."#
            ]),
        BadManifest(
            "otherwise never used",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"in": {"branchTest": "y", "prereleaseTesting": "y", "localDeveloper": "y", "appStore": "x"}, "otherwise": "x"}, "local": false}]}"#,
            expected: [
                #"1:200: warning: 'otherwise' of flag 'a' is never used: 'in' names every configuration; remove 'otherwise'."#
            ]),
        BadManifest(
            "empty value object",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {}, "local": false}]}"#,
            expected: [
                #"1:93: error: 'value' of flag 'a' must have 'in' or 'otherwise', such as { "in": { "localDeveloper": "y" }, "otherwise": "x" }."#
            ]),
        BadManifest(
            "value of the wrong type",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": true, "local": false}]}"#,
            expected: [
                #"1:93: error: 'value' of flag 'a' must be one of its variants, such as "x", or an object such as { "in": { "localDeveloper": "y" }, "otherwise": "x" }, not a Boolean."#
            ]),
        BadManifest(
            "in is not an object",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"in": ["appStore"]}, "local": false}]}"#,
            expected: [
                #"1:100: error: 'in' of 'value' of flag 'a' must be an object that names a variant for each configuration, such as { "localDeveloper": "y" }, not an array."#
            ]),
        BadManifest(
            "in names a variant with a number",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"in": {"appStore": 1}, "otherwise": "x"}, "local": false}]}"#,
            expected: [
                #"1:113: error: 'in' of 'value' of flag 'a' must name a variant as a string for 'appStore', not a number."#
            ]),
        BadManifest(
            "misspelt otherwise",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"otherwse": "x"}, "local": false}]}"#,
            expected: [
                #"1:94: error: unknown field 'otherwse' in 'value' of flag 'a'. Did you mean 'otherwise'? Allowed fields: in, otherwise, if."#
            ]),
        BadManifest(
            "if selects a configuration",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"otherwise": "y", "if": "DEBUG"}, "local": false}]}"#,
            expected: [
                #"1:118: warning: 'if' of flag 'a' tests DEBUG, the condition that selects configuration 'localDeveloper'; 'if' is for app variants: to pick a variant in 'localDeveloper', name it in 'in'."#
            ]),
        BadManifest(
            "if calls a function",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"otherwise": "y", "if": "exit(1)"}, "local": false}]}"#,
            expected: [
                #"1:119: error: 'if' of flag 'a' calls 'exit()', which is not allowed; use os(), arch(), canImport(), targetEnvironment(), swift(>=N.N) or compiler(>=N.N)."#
            ]),
        BadManifest(
            "enabled and variants",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": true, "variants": ["x", "y"], "value": "x", "local": false}]}"#,
            expected: [
                #"1:71: error: flag 'a' has both 'enabled' and 'variants'; a Boolean flag has 'enabled', a variant flag 'variants' and 'value': keep one of them."#
            ]),
        BadManifest(
            "value without variants",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": true, "value": "x"}]}"#,
            expected: [
                #"1:86: error: flag 'a' has 'value' but no 'variants' or 'type'; list its variants, such as "variants": ["control", "treatment"], write the type of its value, such as "type": "integer", or write 'enabled' for a Boolean flag."#
            ]),
        BadManifest(
            "variants without value",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "local": false}]}"#,
            expected: [
                #"1:26: error: flag 'a' is missing the required field 'value'; add "value": "x"."#
            ]),
        BadManifest(
            "remote true is allowed",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": "x", "remote": true, "local": false}]}"#,
            expected: []),
        BadManifest(
            "remote disable-only is allowed",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"in": {"appStore": "x"}, "otherwise": "y"}, "remote": "disable-only", "local": false}]}"#,
            expected: []),
        BadManifest(
            "remote disable-only of a flag that is its baseline everywhere",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": {"in": {"appStore": "x"}, "otherwise": "x"}, "remote": "disable-only", "local": false}]}"#,
            expected: [
                #"1:148: warning: flag 'a' is its baseline 'x' in every configuration, so "remote": "disable-only" can never change it; use "remote": true or remove 'remote'."#
            ]),
        BadManifest(
            "remote of the wrong kind",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": "x", "remote": "y", "local": false}]}"#,
            expected: [
                #"1:108: error: 'remote' of flag 'a' must be true, false or "disable-only", not 'y'."#
            ]),
        BadManifest(
            "remote false is allowed",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": "x", "remote": false, "local": false}]}"#,
            expected: []),
        BadManifest(
            "local overrides in force",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": "x"}]}"#,
            expected: []),
        BadManifest(
            "local true where overrides are honoured",
            #"{"version": 1, "localOverrides": ["localDeveloper"], "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": "x", "local": true}]}"#,
            expected: []),
        BadManifest(
            "name taken by a Boolean flag",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": true}, {"name": "a", "description": "d", "variants": ["x", "y"], "value": "x", "local": false}]}"#,
            expected: [
                #"1:87: error: flag 'a' is declared twice (first at line 1); rename one of them."#
            ]),
        BadManifest(
            "key taken",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": true}, {"name": "b", "key": "a", "description": "d", "variants": ["x", "y"], "value": "x", "local": false}]}"#,
            expected: [
                #"1:87: error: flag 'b' uses the key 'a', which flag 'a' (line 1) already uses; keys must be unique, so set a different 'key'."#
            ]),
        BadManifest(
            "flag named like the variant enum",
            #"{"version": 1, "flags": [{"name": "ABVariant", "description": "d", "enabled": true}, {"name": "aB", "description": "d", "variants": ["x", "y"], "value": "x", "local": false}]}"#,
            expected: [
                #"1:35: error: flag 'ABVariant' has the name of the enum that variant flag 'aB' (line 1) generates for its variants; rename one of them."#
            ]),
        BadManifest(
            "two flags generate one enum",
            #"{"version": 1, "flags": [{"name": "ab", "description": "d", "variants": ["x", "y"], "value": "x", "local": false}, {"name": "Ab", "description": "d", "variants": ["x", "y"], "value": "x", "local": false}]}"#,
            expected: [
                #"1:125: error: variant flags 'ab' (line 1) and 'Ab' both generate the enum AbVariant; rename one of them."#
            ]),
        BadManifest(
            "generated member name",
            #"{"version": 1, "flags": [{"name": "isEnabled", "description": "d", "variants": ["x", "y"], "value": "x", "local": false}]}"#,
            expected: [
                #"1:35: error: flag name 'isEnabled' is taken by a member that FeatureFlag generates; choose another name (set 'key' to keep 'isEnabled' as the remote key)."#
            ]),
        BadManifest(
            "every mistake in one run",
            #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "x", "1x"], "value": {"in": {"nowhere": "z"}}, "remote": "always"}]}"#,
            expected: [
                #"1:35: warning: flag 'a' has no description; add "description": it becomes the doc comment and appears in reports."#,
                #"1:58: error: 'variants' of flag 'a' lists 'x' twice (first at 1:53); remove one of them."#,
                #"1:63: error: variant '1x' of flag 'a' is not a Swift identifier; use letters, digits and underscores, starting with a letter (lowerCamelCase by convention)."#,
                #"1:115: error: 'remote' of flag 'a' must be true, false or "disable-only", not 'always'."#,
            ]),
    ]
}
