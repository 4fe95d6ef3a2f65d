/// Something a screen must show before it is complete, named so that a screen that never shows
/// it can say what was missing.
@MainActor
public struct ExpectedElement {
    /// What the element is, for a person reading why a screen was not complete.
    public let name: String
    /// Whether the element is on screen now.
    public let isShown: @MainActor () -> Bool

    /// An element called `name`, on screen whenever `isShown` says so.
    public init(_ name: String, isShown: @escaping @MainActor () -> Bool) {
        self.name = name
        self.isShown = isShown
    }
}
