/// The layout of generated code that this runtime reads: format 1.
///
/// Generated `FeatureFlag.swift` declares `extension FeatureFlag: _GeneratedFlagsFormat_1 {}`,
/// so code from a generator that writes another layout fails to compile instead of misreading
/// this one. When the layout changes, the next format gets a new protocol and this one becomes
/// `@available(*, unavailable, message:)` with the instruction to regenerate.
@_documentation(visibility: private)
public protocol _GeneratedFlagsFormat_1 {}
