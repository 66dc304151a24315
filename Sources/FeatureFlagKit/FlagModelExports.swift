// The shared vocabulary's public types (`FlagMetadata`, `OverrideRefusal`, `FlagDiagnostic`,
// `PayloadRejection`, targeting) are part of this library's API, so apps
// write only `import FeatureFlagKit`.
@_exported import FlagModel
