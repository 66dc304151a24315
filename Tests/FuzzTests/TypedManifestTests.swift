import FlagGenerator
import Testing

extension Fuzz {
    /// The typed manifests the fuzz generator aims at, each on its own: a value or bound at or
    /// past the edge of its type ends in the manifest (and the value written) or in one error
    /// that names the field, the flag and what to write instead.
    @Suite struct TypedManifestTests {
        /// A typed flag's fields (after `name` and `description`) and the error it must get, or
        /// `nil` if the manifest is valid.
        static let cases: [(fields: String, error: String?)] = [
            (#""type": "integer", "value": 9223372036854775807"#, nil),
            (#""type": "integer", "value": -9223372036854775808"#, nil),
            (#""type": "integer", "value": -0"#, nil),
            (#""type": "double", "value": -0"#, nil),
            (#""type": "double", "value": 1e308, "maximum": 1e308"#, nil),
            (#""type": "double", "value": 5e-324, "minimum": 0"#, nil),
            (##""type": "string", "value": "\"\\(x)\"#\n✨", "maxLength": 13"##, nil),
            (
                #""type": "integer", "value": 9223372036854775808"#,
                "'value' of flag 'x' must be an integer written with digits alone, without a fraction or an exponent, "
                    + "within the 64-bit range, such as 25."
            ),
            (
                #""type": "integer", "value": 2.5"#,
                "'value' of flag 'x' must be an integer written with digits alone"
            ),
            (
                #""type": "integer", "value": 1e2"#,
                "'value' of flag 'x' must be an integer written with digits alone"
            ),
            (
                #""type": "integer", "value": { "in": { "debug": 100.0 }, "otherwise": 1 }"#,
                "the value for 'debug' in 'value' of flag 'x' must be an integer written with digits alone"
            ),
            (
                #""type": "double", "value": 1e309"#,
                "'value' of flag 'x' is too large for a double; write a finite number."
            ),
            (
                #""type": "integer", "value": 501, "minimum": 1, "maximum": 500"#,
                "'value' of flag 'x' is 501, which is above its maximum 500; change the value or the bound."
            ),
            (
                #""type": "double", "value": -0.5, "minimum": 0"#,
                "'value' of flag 'x' is -0.5, which is below its minimum 0; change the value or the bound."
            ),
            (
                #""type": "string", "value": "\#(String(repeating: "x", count: 5_000))""#,
                "'value' of flag 'x' is 5000 UTF-8 bytes long, more than its maxLength 4096; shorten it or raise "
                    + "'maxLength'."
            ),
            (
                #""type": "string", "value": "ééé", "maxLength": 5"#,
                "'value' of flag 'x' is 6 UTF-8 bytes long, more than its maxLength 5"
            ),
            (
                #""type": "integer", "value": 3, "minimum": 5, "maximum": 1"#,
                "'minimum' of flag 'x' (5) is greater than its 'maximum' (1)"
            ),
            (
                #""type": "double", "value": 3, "minimum": 0.5, "maximum": 0.25"#,
                "'minimum' of flag 'x' (0.5) is greater than its 'maximum' (0.25)"
            ),
            (
                #""type": "string", "value": "a", "maxLength": 0"#,
                "'maxLength' of flag 'x' must be an integer from 1 to 4096 (UTF-8 bytes), not 0."
            ),
            (
                #""type": "string", "value": "a", "maxLength": 5000"#,
                "'maxLength' of flag 'x' must be an integer from 1 to 4096 (UTF-8 bytes), not 5000."
            ),
            (
                #""type": "integer", "value": 1, "minimum": "0""#,
                "'minimum' of flag 'x' must be an integer, not a string."
            ),
            (
                #""type": "integer", "value": 1, "maximum": 1.5"#,
                "'maximum' of flag 'x' must be an integer written with digits alone"
            ),
            (
                #""type": "double", "value": 1, "maximum": 1e309"#,
                "'maximum' of flag 'x' must be a finite number, not a number too large for a double."
            ),
            (
                #""type": "integer", "value": 1, "maxLength": 5"#,
                "'maxLength' of flag 'x' doesn't apply to an integer flag: it has 'minimum' and 'maximum'; remove it."
            ),
            (
                #""type": "string", "value": "a", "minimum": 1"#,
                "'minimum' of flag 'x' doesn't apply to a string flag: it has 'maxLength', in UTF-8 bytes; remove it."
            ),
            (
                #""type": "integer", "value": 1, "remote": "disable-only""#,
                #"'remote' of flag 'x' is "disable-only", which means nothing for"#
            ),
            (
                #""type": "integer", "value": { "otherwise": 1, "if": "JETPACK" }"#,
                "'value' of flag 'x' has 'if', which a typed flag can't have"
            ),
            (
                #""type": "string", "value": 25"#,
                "'value' of flag 'x' must be a string, such as \"text\""
            ),
            (
                #""type": "integer", "enabled": true, "value": 1"#,
                #"flag 'x' has both "type": "integer" and 'enabled'"#
            ),
        ]

        @Test(arguments: cases.indices) func aTypedFlagEndsInItsValueOrOnePreciseError(index: Int) throws {
            let (fields, error) = Self.cases[index]
            let manifest =
                #"{"version": 1, "configurations": [{"name": "debug", "condition": "DEBUG"}, {"name": "release"}], "#
                + #""flags": [{"name": "x", "description": "A typed flag.", \#(fields)}]}"#
            #expect(ManifestFuzzTests.lint(Array(manifest.utf8)) == nil)
            let result = GeneratorPipeline.run(
                Array(manifest.utf8), sourceName: "flags.json", today: CalendarDate(year: 2027, month: 1, day: 1))
            let errors = result.diagnostics.filter { $0.severity == .error }.map(\.message)
            if let error {
                #expect(result.manifest == nil)
                #expect(errors.count == 1 && errors[0].contains(error), "\(errors)")
            } else {
                #expect(errors == [])
                #expect(
                    result.files.contains {
                        $0.contents.contains("public static var x:") || $0.contents.contains("static var x:")
                    })
            }
        }
    }
}
