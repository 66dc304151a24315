extension BadManifest {
    /// Typed flags (`"type"` and `"value"`): an integer, a double or a string within its bounds.
    static let typed: [BadManifest] = [
        BadManifest(
            "valid integer with bounds",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": 25, "minimum": 1, "maximum": 500, "remote": true}]}"#,
            expected: []),
        BadManifest(
            "valid exact integers at the ends of Int64",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": {"in": {"appStore": 9223372036854775807}, "otherwise": -9223372036854775808}}]}"#,
            expected: []),
        BadManifest(
            "valid double per configuration",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "double", "value": {"in": {"localDeveloper": 5}, "otherwise": 300.5}, "minimum": 1}]}"#,
            expected: []),
        BadManifest(
            "valid string",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "string", "value": "help@example.com", "maxLength": 254, "remote": true}]}"#,
            expected: []),
        BadManifest(
            "boolean type beside enabled",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "boolean", "enabled": true}]}"#,
            expected: []),
        BadManifest(
            "integer with a fraction",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": 100.5}]}"#,
            expected: [
                #"1:88: error: 'value' of flag 'a' must be an integer written with digits alone, without a fraction or an exponent, within the 64-bit range, such as 25."#
            ]),
        BadManifest(
            "integer written with a fraction",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": 100.0}]}"#,
            expected: [
                #"1:88: error: 'value' of flag 'a' must be an integer written with digits alone, without a fraction or an exponent, within the 64-bit range, such as 25."#
            ]),
        BadManifest(
            "integer written with an exponent",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": 1e2}]}"#,
            expected: [
                #"1:88: error: 'value' of flag 'a' must be an integer written with digits alone, without a fraction or an exponent, within the 64-bit range, such as 25."#
            ]),
        BadManifest(
            "integer beyond Int64",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": 9223372036854775808}]}"#,
            expected: [
                #"1:88: error: 'value' of flag 'a' must be an integer written with digits alone, without a fraction or an exponent, within the 64-bit range, such as 25."#
            ]),
        BadManifest(
            "integer flag given a string",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": "25"}]}"#,
            expected: [
                #"1:88: error: 'value' of flag 'a' must be an integer, such as 25, or an object such as { "in": { "localDeveloper": 100 }, "otherwise": 25 }, not a string."#
            ]),
        BadManifest(
            "double flag given a Boolean in otherwise",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "double", "value": {"otherwise": true}}]}"#,
            expected: [
                #"1:101: error: 'otherwise' of 'value' of flag 'a' must be a number, such as 2.5, not a Boolean."#
            ]),
        BadManifest(
            "string flag given a number in in",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "string", "value": {"in": {"appStore": 5}, "otherwise": "x"}}]}"#,
            expected: [
                #"1:107: error: 'in' of 'value' of flag 'a' must give a string for 'appStore', such as "text", not a number."#
            ]),
        BadManifest(
            "double too large",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "double", "value": 1e999}]}"#,
            expected: [
                #"1:87: error: 'value' of flag 'a' is too large for a double; write a finite number."#
            ]),
        BadManifest(
            "value above maximum",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": {"in": {"appStore": 600}, "otherwise": 25}, "maximum": 500}]}"#,
            expected: [
                #"1:108: error: the value for 'appStore' in 'value' of flag 'a' is 600, which is above its maximum 500; change the value or the bound."#
            ]),
        BadManifest(
            "value below minimum",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "double", "value": 0.5, "minimum": 1}]}"#,
            expected: [
                #"1:87: error: 'value' of flag 'a' is 0.5, which is below its minimum 1; change the value or the bound."#
            ]),
        BadManifest(
            "string longer than maxLength",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "string", "value": "abcdef", "maxLength": 5}]}"#,
            expected: [
                #"1:87: error: 'value' of flag 'a' is 6 UTF-8 bytes long, more than its maxLength 5; shorten it or raise 'maxLength'."#
            ]),
        BadManifest(
            "minimum greater than maximum",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": 7, "minimum": 10, "maximum": 5}]}"#,
            expected: [
                #"1:102: error: 'minimum' of flag 'a' (10) is greater than its 'maximum' (5); swap them or change one."#
            ]),
        BadManifest(
            "integer bound with a fraction",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": 7, "minimum": 1.5}]}"#,
            expected: [
                #"1:102: error: 'minimum' of flag 'a' must be an integer written with digits alone, without a fraction or an exponent, within the 64-bit range: the flag's values are integers."#
            ]),
        BadManifest(
            "double bound not a number",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "double", "value": 7, "maximum": "10"}]}"#,
            expected: [
                #"1:101: error: 'maximum' of flag 'a' must be a finite number, not a string."#
            ]),
        BadManifest(
            "maxLength on a number",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": 7, "maxLength": 10}]}"#,
            expected: [
                #"1:104: error: 'maxLength' of flag 'a' doesn't apply to an integer flag: it has 'minimum' and 'maximum'; remove it."#
            ]),
        BadManifest(
            "minimum on a string",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "string", "value": "x", "minimum": 1}]}"#,
            expected: [
                #"1:103: error: 'minimum' of flag 'a' doesn't apply to a string flag: it has 'maxLength', in UTF-8 bytes; remove it."#
            ]),
        BadManifest(
            "maxLength out of range",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "string", "value": "x", "maxLength": 5000}]}"#,
            expected: [
                #"1:105: error: 'maxLength' of flag 'a' must be an integer from 1 to 4096 (UTF-8 bytes), not 5000."#
            ]),
        BadManifest(
            "maxLength zero",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "string", "value": "x", "maxLength": 0}]}"#,
            expected: [
                #"1:105: error: 'maxLength' of flag 'a' must be an integer from 1 to 4096 (UTF-8 bytes), not 0."#
            ]),
        BadManifest(
            "bound on a Boolean flag",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "enabled": true, "maximum": 5}]}"#,
            expected: [
                #"1:88: error: 'maximum' of flag 'a' bounds the values of a typed flag, and a Boolean flag has none; remove it."#
            ]),
        BadManifest(
            "bound on a variant flag",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "variants": ["x", "y"], "value": "x", "maxLength": 5}]}"#,
            expected: [
                #"1:111: error: 'maxLength' of flag 'a' bounds the values of a typed flag, and a variant flag has none; remove it."#
            ]),
        BadManifest(
            "disable-only on a typed flag",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "string", "value": "x", "remote": "disable-only"}]}"#,
            expected: [
                #"1:102: error: 'remote' of flag 'a' is "disable-only", which means nothing for a string flag: its value has no "off" to turn it back to; use "remote": true or false."#
            ]),
        BadManifest(
            "type beside enabled",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "enabled": true, "value": 1}]}"#,
            expected: [
                #"1:90: error: flag 'a' has both "type": "integer" and 'enabled'; a Boolean flag has 'enabled', a variant flag 'variants' and 'value', a typed flag 'type' and 'value': keep one of them."#
            ]),
        BadManifest(
            "type beside variants",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "string", "variants": ["x", "y"], "value": "x"}]}"#,
            expected: [
                #"1:90: error: flag 'a' has both "type": "string" and 'variants'; a Boolean flag has 'enabled', a variant flag 'variants' and 'value', a typed flag 'type' and 'value': keep one of them."#
            ]),
        BadManifest(
            "boolean type beside variants",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "boolean", "variants": ["x", "y"], "value": "x"}]}"#,
            expected: [
                #"1:68: error: flag 'a' has "type": "boolean" and 'variants'; a variant flag has no 'type': remove it."#
            ]),
        BadManifest(
            "boolean type without enabled",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "boolean"}]}"#,
            expected: [
                #"1:68: error: flag 'a' has "type": "boolean" but no 'enabled'; add "enabled": false, or write the type of its value: "integer", "double" or "string"."#
            ]),
        BadManifest(
            "unknown type",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "int", "value": 1}]}"#,
            expected: [
                #"1:68: error: 'type' of flag 'a' must be "boolean", "integer", "double" or "string", not 'int'. Did you mean 'integer'?"#
            ]),
        BadManifest(
            "unknown type without a suggestion",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "list", "value": 1}]}"#,
            expected: [
                #"1:68: error: 'type' of flag 'a' must be "boolean", "integer", "double" or "string", not 'list'."#
            ]),
        BadManifest(
            "type not a string",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": 1, "value": 1}]}"#,
            expected: [
                #"1:68: error: 'type' of flag 'a' must be a string, not a number."#
            ]),
        BadManifest(
            "typed flag without value",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "double"}]}"#,
            expected: [
                #"1:26: error: flag 'a' is missing the required field 'value'; add "value": 2.5."#
            ]),
        BadManifest(
            "if on a typed flag",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": {"otherwise": 1, "if": "JETPACK"}}]}"#,
            expected: [
                #"1:111: error: 'value' of flag 'a' has 'if', which a typed flag can't have: it has no "off" value to fall back to where the condition doesn't hold; remove 'if', or name the configurations in 'in'."#
            ]),
        BadManifest(
            "typed value without in or otherwise",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": {}}]}"#,
            expected: [
                #"1:88: error: 'value' of flag 'a' must have 'in' or 'otherwise', such as { "in": { "localDeveloper": 100 }, "otherwise": 25 }."#
            ]),
        BadManifest(
            "typed value missing a configuration",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": {"in": {"appStore": 1}}}]}"#,
            expected: [
                #"1:88: error: 'value' of flag 'a' picks no value for branchTest, prereleaseTesting, localDeveloper; name them in 'in', or add "otherwise": 25."#
            ]),
        BadManifest(
            "Values is reserved",
            #"{"version": 1, "flags": [{"name": "Values", "description": "d", "type": "integer", "value": 1}]}"#,
            expected: [
                #"1:35: error: flag name 'Values' is taken by a member that FeatureFlag generates; choose another name (set 'key' to keep 'Values' as the remote key)."#
            ]),
        BadManifest(
            "integer bound not a number",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": 7, "maximum": "10"}]}"#,
            expected: [
                #"1:102: error: 'maximum' of flag 'a' must be an integer, not a string."#
            ]),
        BadManifest(
            "value but no type or variants",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "value": 25}]}"#,
            expected: [
                #"1:69: error: flag 'a' has 'value' but no 'variants' or 'type'; list its variants, such as "variants": ["control", "treatment"], write the type of its value, such as "type": "integer", or write 'enabled' for a Boolean flag."#
            ]),
        BadManifest(
            "string type given a variant-like object",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "string", "value": {"in": {"appStore": "x"}, "otherwise": "y", "iff": "A"}}]}"#,
            expected: [
                #"1:131: error: unknown field 'iff' in 'value' of flag 'a'. Did you mean 'if'? Allowed fields: in, otherwise, if."#
            ]),
        BadManifest(
            "disable-only beside a bad value",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "integer", "value": "x", "remote": "disable-only"}]}"#,
            expected: [
                #"1:88: error: 'value' of flag 'a' must be an integer, such as 25, or an object such as { "in": { "localDeveloper": 100 }, "otherwise": 25 }, not a string."#,
                #"1:103: error: 'remote' of flag 'a' is "disable-only", which means nothing for an integer flag: its value has no "off" to turn it back to; use "remote": true or false."#,
            ]),
        BadManifest(
            "string flag without value",
            #"{"version": 1, "flags": [{"name": "a", "description": "d", "type": "string", "maxLength": 10}]}"#,
            expected: [
                #"1:26: error: flag 'a' is missing the required field 'value'; add "value": "text"."#
            ]),
    ]
}
