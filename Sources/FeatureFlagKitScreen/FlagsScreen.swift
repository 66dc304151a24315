// SwiftUI isn't available on Linux, where this package is built and tested: there, this view is
// only type-checked against a stand-in of SwiftUI's interface (PlatformTests). It only draws
// ``FlagsScreenModel``, which holds all of the screen's logic and is tested on every platform.
#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
import FeatureFlagKit
import SwiftUI

/// A flags screen for testers: every flag with its value and why, a switch to override it
/// locally where the manifest allows it (a picker of its variants for a variant flag, a text
/// field showing its type and bounds for a typed flag), search, grouping, and the refresher's
/// status with a "Refresh now" button.
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

    /// A picker over a variant flag's variants, a text field for a typed flag, a switch for a
    /// Boolean flag.
    @ViewBuilder
    private func control(for row: FlagsScreenRow<Flag>) -> some View {
        if row.valueTypeName != nil {
            // A new field whenever the value in force changes, so that it starts from that value.
            TypedValueField(model: model, row: row).id(row.value)
        } else if let variants = row.metadata.variants {
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

/// A typed flag's row: its name, a field holding its value in force with its type and bounds
/// under it, why it has its value, and why the last value typed was refused, if it was. The
/// value is set when the tester submits it (Return), not at each keystroke, so a number can
/// pass through text that isn't one on the way.
@available(macOS 14, iOS 17, *)
private struct TypedValueField<Flag: ManifestFlag>: View {
    let model: FlagsScreenModel<Flag>
    let row: FlagsScreenRow<Flag>
    @State private var text: String
    @State private var refusal: String?

    init(model: FlagsScreenModel<Flag>, row: FlagsScreenRow<Flag>) {
        self.model = model
        self.row = row
        _text = State(initialValue: row.valueText)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(row.metadata.name)
            TextField(row.bounds ?? row.valueTypeName ?? "", text: $text)
                .onSubmit(submit)
            Text([row.valueTypeName, row.bounds].compactMap { $0 }.joined(separator: ", "))
            Text(row.explanation)
            if let refusal { Text(refusal) }
            if let refusal = row.overrideRefusal { Text(refusal) }
        }
    }

    private func submit() {
        do {
            try model.setOverride(text: text, for: row.flag)
            refusal = nil
        } catch {
            refusal = error.description
        }
    }
}
#endif
