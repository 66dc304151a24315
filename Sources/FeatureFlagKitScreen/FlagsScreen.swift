// SwiftUI isn't available on Linux, where this package is built and tested: there, this view is
// only type-checked against a stand-in of SwiftUI's interface (PlatformTests). It only draws
// ``FlagsScreenModel``, which holds all of the screen's logic and is tested on every platform.
#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
import FeatureFlagKit
import SwiftUI

/// A flags screen for testers: every flag with its value and why, a switch to override it
/// locally where the manifest allows it (a picker of its variants for a variant flag), search,
/// grouping, and the refresher's status with a "Refresh now" button.
///
/// ```swift
/// NavigationStack {
///     FlagsScreen(model: FlagsScreenModel(store: FeatureFlag.sharedStore, refresher: refresher))
/// }
/// ```
@available(macOS 14, iOS 17, *)
public struct FlagsScreen<Flag: ManifestFlag>: View {
    @Bindable private var model: FlagsScreenModel<Flag>

    /// Creates a screen that draws `model` and sends it the tester's actions.
    public init(model: FlagsScreenModel<Flag>) {
        self.model = model
    }

    /// The list of sections, with search, grouping and "Clear all overrides" in the toolbar.
    public var body: some View {
        List {
            if let summary = model.refreshSummary {
                Section {
                    Button("Refresh now") { Task { await model.refreshNow() } }.disabled(model.isRefreshing)
                } footer: {
                    Text(summary)
                }
            }
            ForEach(model.sections) { section in
                Section(section.title) {
                    ForEach(section.rows) { rowView($0) }
                }
            }
        }
        .searchable(text: $model.searchText)
        .toolbar {
            Picker("Group by", selection: $model.grouping) {
                Text("Owner").tag(FlagsScreenGrouping.owner)
                Text("On or off").tag(FlagsScreenGrouping.state)
            }
            Button("Clear all overrides", role: .destructive) { model.clearAllOverrides() }
                .disabled(!model.hasLocalOverrides)
        }
        .navigationTitle("Feature flags")
    }

    private func rowView(_ row: FlagsScreenRow<Flag>) -> some View {
        control(for: row)
            .disabled(!row.canOverride)
            .swipeActions {
                if row.localOverride != nil {
                    Button("Clear override") { model.clearOverride(for: row.flag) }
                }
            }
    }

    /// A picker over a variant flag's variants, a switch for a Boolean flag.
    @ViewBuilder
    private func control(for row: FlagsScreenRow<Flag>) -> some View {
        if let variants = row.metadata.variants {
            Picker(selection: $model[variant: row.flag]) {
                ForEach(variants, id: \.self) { Text($0).tag($0) }
            } label: {
                rowLabel(row)
            }
        } else {
            Toggle(isOn: $model[isEnabled: row.flag]) { rowLabel(row) }
        }
    }

    /// The flag's name, why it has its value, and why it can't be overridden here, if it can't.
    @ViewBuilder
    private func rowLabel(_ row: FlagsScreenRow<Flag>) -> some View {
        Text(row.metadata.name)
        Text(row.explanation)
        if let refusal = row.overrideRefusal { Text(refusal) }
    }
}
#endif
