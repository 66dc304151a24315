import Testing

/// The fuzz suites, one at a time: each measures its own inputs per second, and the crash
/// reporter names the one input being decoded.
///
/// Every input must end in a result or a diagnostic, never a crash or a hang. Replay a
/// failure with the `FFK_FUZZ_SEED` and `FFK_FUZZ_ITERATIONS` its message prints.
@Suite(.serialized) enum Fuzz {}
