/// Compact text for lists in failure messages, short enough to paste into an example test.
public enum ListDescription {
    /// `[1 2·1 3]`.
    public static func items<Element>(_ items: [Element]) -> String {
        "[" + items.map { "\($0)" }.joined(separator: " ") + "]"
    }

    /// `S0[1 2] | S1·1[]` for the test's own sections, `String(describing:)` for others.
    public static func sections<Section>(_ sections: [Section]) -> String {
        guard !sections.isEmpty else { return "(no sections)" }
        return sections.map { section in
            if let section = section as? ItemSection { "\(section.model)\(items(section.items))" } else { "\(section)" }
        }.joined(separator: " | ")
    }
}
