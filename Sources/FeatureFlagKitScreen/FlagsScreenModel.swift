import FeatureFlagKit
import Foundation
import Observation

/// The model of an in-app flags screen, where testers see every flag and flip local overrides.
///
/// ```swift
/// @State private var screen = FlagsScreenModel(store: FeatureFlag.sharedStore, refresher: refresher)
///
/// for section in screen.sections {
///     for row in section.rows { print(row.metadata.name, row.explanation, row.canOverride) }
/// }
/// try screen.toggleOverride(for: .newEditor)
/// try screen.setOverride("oneStep", for: .checkoutFlow)   // a variant flag's variant
/// try screen.setOverride(text: "100", for: .uploadLimit)   // a typed flag's value, as typed
/// await screen.refreshNow()
/// ```
///
/// All of the screen's logic is here, so that any view (the SwiftUI `FlagsScreen`, a
/// terminal menu, a UIKit table) only draws rows and calls actions. The model lives on the main
/// actor; it follows the store's `FlagStore.changes()` and the refresher's
/// `FlagRefresher.statusChanges()` there, shortly after each change, and reads the store again
/// at once after each of its own actions.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable
public final class FlagsScreenModel<Flag: ManifestFlag> {
    /// The store whose flags the screen shows and overrides.
    public nonisolated let store: FlagStore<Flag>
    /// The refresher behind the status line and ``refreshNow()``, if the app has one.
    public nonisolated let refresher: FlagRefresher<Flag>?
    /// What the tester typed: every word must occur in a flag's name, key, description or variants.
    public var searchText = ""
    /// How ``sections`` groups the rows; by owner at first.
    public var grouping = FlagsScreenGrouping.owner
    /// Every flag, in declaration order, as of the store's latest change the model has taken.
    public private(set) var rows: [FlagsScreenRow<Flag>] = []
    /// How the refresher's last refresh ended, or `nil` without a refresher.
    public private(set) var refreshStatus: RefreshStatus?
    /// A Boolean value indicating whether ``refreshNow()`` is waiting for the refresher.
    public private(set) var isRefreshing = false
    @ObservationIgnored private var updates: [Task<Void, Never>] = []

    /// Creates a model of `store`'s flags and, if given, `refresher`'s status.
    ///
    /// - Parameters:
    ///   - store: the store whose flags the screen shows and overrides.
    ///   - refresher: the refresher whose status the screen shows and whose refreshes
    ///     ``refreshNow()`` starts, or `nil` for none.
    public init(store: FlagStore<Flag>, refresher: FlagRefresher<Flag>? = nil) {
        self.store = store
        self.refresher = refresher
        // Listen before reading, so that no change between the two is missed.
        let changes = store.changes()
        let statuses = refresher?.statusChanges()
        reload()
        updates.append(
            Task { [weak self] in
                for await _ in changes { self?.reload() }
            })
        if let statuses {
            updates.append(
                Task { [weak self] in
                    for await _ in statuses { self?.reload() }
                })
        }
    }

    deinit {
        for update in updates { update.cancel() }
    }

    /// The rows that match ``searchText``, grouped by ``grouping``; empty sections are left out.
    public var sections: [FlagsScreenSection<Flag>] {
        let words = searchText.split(whereSeparator: \.isWhitespace)
        return FlagsScreenSection.grouping(rows.filter { $0.matches(words) }, by: grouping)
    }

    /// The row of `flag`.
    ///
    /// - Parameter flag: the flag whose row is wanted.
    /// - Returns: `flag`'s ``FlagsScreenRow``, as of the store's latest change the model has taken.
    public func row(for flag: Flag) -> FlagsScreenRow<Flag> {
        rows[flag._ordinal]
    }

    /// A Boolean value indicating whether any flag has a stored local override.
    public var hasLocalOverrides: Bool {
        rows.contains { $0.localOverride != nil }
    }

    /// The refresher's status as a sentence, such as "Updated at 2026-11-29T10:00:00Z.", or
    /// `nil` without a refresher.
    public var refreshSummary: String? {
        refreshStatus?.summary(time: FlagExplanation.timestamp)
    }

    /// Reads every flag and the refresher's status again, from one state of the store.
    private func reload() {
        let state = store.currentState
        rows = Flag.allCases.map { FlagsScreenRow($0, in: state) }
        refreshStatus = refresher?.status
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlagsScreenModel {
    /// Overrides a Boolean flag locally with `value`.
    ///
    /// - Parameters:
    ///   - value: the value `flag` takes.
    ///   - flag: the flag to override.
    /// - Throws: `OverrideRefusal` if the flag can't be overridden here (see
    ///   ``FlagsScreenRow/overrideRefusal``), or if it is a variant flag; nothing changes then.
    public func setOverride(_ value: Bool, for flag: Flag) throws(OverrideRefusal) {
        try setOverride(.bool(value), for: flag)
    }

    /// Overrides `flag` locally with `value`: `true` or `false` for a Boolean flag, the name of
    /// one of its `FlagMetadata.variants` for a variant flag.
    ///
    /// ```swift
    /// try screen.setOverride("oneStep", for: .checkoutFlow)
    /// ```
    ///
    /// - Parameters:
    ///   - value: the value `flag` takes.
    ///   - flag: the flag to override.
    /// - Throws: `OverrideRefusal` if the flag can't be overridden here (see
    ///   ``FlagsScreenRow/overrideRefusal``), or if `value` is not one of its values, which
    ///   the refusal then names; nothing changes then.
    public func setOverride(_ value: FlagValue, for flag: Flag) throws(OverrideRefusal) {
        // The store announces only changed values, so an override equal to the current value
        // would never reach the model through an event: read the store again after each action.
        defer { reload() }
        try store.setLocalOverride(value, for: flag)
    }

    /// `flag`'s value as a switch shows it; setting it overrides the flag locally.
    ///
    /// A refused override leaves the value as it was; the row's
    /// ``FlagsScreenRow/overrideRefusal`` says why. A key path to this subscript is how a SwiftUI
    /// switch binds to a flag, with no closure whose isolation depends on the SDK:
    ///
    /// ```swift
    /// Toggle(row.metadata.name, isOn: $model[isEnabled: row.flag])
    /// ```
    ///
    /// - Parameter flag: the flag the switch shows.
    /// - Returns: `flag`'s effective value, as of the store's latest change the model has taken.
    public subscript(isEnabled flag: Flag) -> Bool {
        get { row(for: flag).isEnabled }
        set { try? setOverride(newValue, for: flag) }
    }

    /// A variant flag's variant as a picker shows it; setting it overrides the flag locally.
    ///
    /// A refused override leaves the variant as it was; the row's
    /// ``FlagsScreenRow/overrideRefusal`` says why. A key path to this subscript is how a SwiftUI
    /// picker binds to a variant flag, as ``subscript(isEnabled:)`` binds a switch:
    ///
    /// ```swift
    /// Picker(row.metadata.name, selection: $model[variant: row.flag]) {
    ///     ForEach(row.metadata.variants ?? [], id: \.self) { Text($0).tag($0) }
    /// }
    /// ```
    ///
    /// - Parameter flag: the variant flag the picker shows.
    /// - Returns: the name of `flag`'s effective variant, as of the store's latest change the
    ///   model has taken; the empty string for a Boolean flag, which has no variant to pick
    ///   (and refuses every name).
    public subscript(variant flag: Flag) -> String {
        get { row(for: flag).variant ?? "" }
        set { try? setOverride(.variant(newValue), for: flag) }
    }

    /// Overrides a typed flag locally with the value `text` spells, read as the flag's type: an
    /// integer (`100`), a number (`2.5`, `300`), or for a string flag the text itself, as typed.
    ///
    /// ```swift
    /// try screen.setOverride(text: "100", for: .uploadLimit)
    /// ```
    ///
    /// Text that is not a value of the type, and a value outside the flag's bounds
    /// (``FlagsScreenRow/bounds``), are refused with a reason that names the type or the bound;
    /// a value is never rounded, clamped or cut to fit.
    ///
    /// - Parameters:
    ///   - text: the value as the tester typed it; spaces around a number are ignored.
    ///   - flag: the typed flag to override.
    /// - Throws: `OverrideRefusal` if the flag can't be overridden here, if it is not a typed
    ///   flag, or if `text` is not a value of its type within its bounds
    ///   (`OverrideRefusal.Reason.invalidValue`); nothing changes then.
    public func setOverride(text: String, for flag: Flag) throws(OverrideRefusal) {
        try setOverride(try value(of: text, for: flag), for: flag)
    }

    /// The value `text` spells for the typed `flag`, or the refusal of text that spells none.
    private func value(of text: String, for flag: Flag) throws(OverrideRefusal) -> FlagValue {
        let metadata = flag.metadata
        guard let type = metadata.row.valueType else {
            throw store.currentState.catalog.refusal(of: .string(text), at: flag._ordinal)
        }
        let number = text.trimmingCharacters(in: .whitespaces)
        func refusal(_ reason: String) -> OverrideRefusal {
            OverrideRefusal(key: metadata.key, reason: .invalidValue(.string(text), reason: reason))
        }
        let bounds = type.boundsSummary.map { " (\($0))" } ?? ""
        switch type {
        case .integer:
            if let integer = Int(number) { return .integer(integer) }
            // Whole digits that don't fit are named as typed, not as the nearest double.
            if !number.isEmpty, number.drop(while: { $0 == "-" || $0 == "+" }).allSatisfy(\.isASCIIDigit) {
                throw refusal("is outside the range of a 64-bit integer")
            }
            // `200.0` or `2e2` is the whole number 200; the store refuses `2.5`, naming why.
            guard let double = Double(number) else { throw refusal("is not an integer\(bounds)") }
            return .double(double)
        case .double:
            guard let double = Double(number) else { throw refusal("is not a number\(bounds)") }
            return .double(double)
        case .string:
            return .string(text)
        }
    }

    /// Overrides a Boolean flag locally with the opposite of the value it has now.
    ///
    /// A variant flag has no opposite value, so toggling one is refused, never cycled through
    /// its variants: the refusal (`OverrideRefusal.Reason.unknownValue`) names its
    /// variants. Pick one with ``setOverride(_:for:)-(FlagValue,_)`` or ``subscript(variant:)``.
    ///
    /// - Parameter flag: the flag to toggle.
    /// - Throws: `OverrideRefusal` if the flag can't be overridden here, or if it is a variant
    ///   flag; nothing changes then.
    public func toggleOverride(for flag: Flag) throws(OverrideRefusal) {
        try setOverride(!store.isEnabled(flag), for: flag)
    }

    /// Removes the local override of `flag`, if any.
    ///
    /// - Parameter flag: the flag whose override is removed.
    public func clearOverride(for flag: Flag) {
        store.clearLocalOverride(for: flag)
        reload()
    }

    /// Removes every local override.
    public func clearAllOverrides() {
        store.clearAllLocalOverrides()
        reload()
    }

    /// Fetches now, even within the refresher's minimum interval or back-off wait, and shows the
    /// status the fetch ends with; does nothing without a refresher.
    public func refreshNow() async {
        guard let refresher else { return }
        isRefreshing = true
        defer { isRefreshing = false }
        await refresher.refresh(force: true)
        reload()
    }
}

extension Character {
    /// A Boolean value indicating whether the character is one of the digits 0 to 9.
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
