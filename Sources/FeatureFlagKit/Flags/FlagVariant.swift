/// The variants of a variant flag, generated from a `flags.json` manifest.
///
/// For a flag that declares `"variants": ["control", "oneStep", "express"]`, `flaggen` generates
/// `FeatureFlag.CheckoutFlowVariant` with one case per variant, the baseline first. A `switch`
/// over it is exhaustive, and a misspelled variant doesn't compile.
///
/// ```swift
/// switch FeatureFlag.CheckoutFlowVariant.current {
/// case .control: showClassicCheckout()
/// case .oneStep: showOneStepCheckout()
/// case .express: showExpressCheckout()
/// }
/// ```
public protocol FlagVariant: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String, AllCases == [Self] {
    /// The generated `FeatureFlag` enum.
    associatedtype Flag: ManifestFlag

    /// The flag whose variants these are.
    static var flag: Flag { get }
}
