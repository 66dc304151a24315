import FlagJSON
import Testing

/// The test validator itself: it must never accept a document because it skipped a rule.
@Suite struct SchemaValidatorTests {
    @Test(arguments: [
        (#"{"type": "object", "maxProperties": 1}"#, "#/maxProperties: unsupported keyword"),
        (
            #"{"type": ["string", "null"]}"#,
            #"#/type: type must be one of ["array", "boolean", "integer", "null", "number", "object", "string"]"#
        ),
        (
            #"{"type": "decimal"}"#,
            #"#/type: type must be one of ["array", "boolean", "integer", "null", "number", "object", "string"]"#
        ),
        (#"{"properties": {"a": {"format": "date"}}}"#, "#/properties/a/format: unsupported keyword"),
        (#"{"$defs": {"a": {"minLength": 1}}}"#, "#/$defs/a/minLength: unsupported keyword"),
        (#"{"oneOf": [{"type": "string"}, {"uniqueItems": true}]}"#, "#/oneOf/1/uniqueItems: unsupported keyword"),
        (#"{"items": true}"#, "#/items: a Boolean, not a schema object"),
        (#"{"additionalProperties": {"not": {}}}"#, "#/additionalProperties/not: unsupported keyword"),
        (##"{"$ref": "#/$defs/missing"}"##, "#/$ref: $ref must point into this schema"),
        (#"{"pattern": "("}"#, "#/pattern: not a valid pattern"),
    ])
    func reportsWhatItCannotApply(schema: String, problem: String) throws {
        let validator = try SchemaValidator(schema: schema)
        #expect(validator.unsupportedKeywords == [problem])
        #expect(validator.problems(in: try JSONParser.parse(Array("{}".utf8))).contains(problem), "on every document")
    }

    @Test func annotationsCheckNothing() throws {
        let validator = try SchemaValidator(
            schema: ##"""
                {"$schema": "x", "$id": "y", "title": "t", "description": "d", "examples": [1], "default": 1, "$comment": "c",
                 "type": "object", "properties": {"a": {"$ref": "#/$defs/a", "description": "d"}}, "$defs": {"a": {"const": 1}}}
                """##)
        #expect(validator.unsupportedKeywords == [])
        #expect(validator.problems(in: try JSONParser.parse(Array(#"{"a": 1}"#.utf8))) == [])
        #expect(validator.problems(in: try JSONParser.parse(Array(#"{"a": 2}"#.utf8))) == ["$.a: not the constant"])
    }

    @Test func appliesTheSiblingsOfAReference() throws {
        let validator = try SchemaValidator(
            schema: ##"{"$ref": "#/$defs/s", "pattern": "^a", "$defs": {"s": {"type": "string"}}}"##)
        #expect(validator.problems(in: try JSONParser.parse(Array(#""b""#.utf8))) == ["$: doesn't match ^a"])
        #expect(validator.problems(in: try JSONParser.parse(Array("1".utf8))) == ["$: not string"])
    }
}
