// flags.json (1,500 flags) is written here by the end-to-end tests.
