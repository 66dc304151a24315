// flags.json is copied here from Tests/FlagGeneratorTests/Golden by the end-to-end tests.
