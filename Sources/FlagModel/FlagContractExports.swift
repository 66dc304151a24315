// The manifest's vocabulary (`RemotePolicy`, the overridability rule, `OverrideRefusal`,
// `FlagMetadata` and its row format) lives in FlagContract, which the generator imports without
// the rest of this module; everything that imports FlagModel sees it too.
@_exported import FlagContract
