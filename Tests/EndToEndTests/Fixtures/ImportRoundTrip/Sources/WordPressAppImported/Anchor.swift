// The imported flags.json is written here by ImportRoundTripTests; SwiftPM needs one Swift file.
