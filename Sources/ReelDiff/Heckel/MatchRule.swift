/// How ``IdentityMatch`` reads a kind of element: its identity, and whether two elements with
/// one identity differ in content.
///
/// A type parameter rather than closures, so that the matching loops are specialised and the
/// two calls inlined: passed as closures they stayed indirect calls and cost a third of the time.
@usableFromInline
protocol MatchRule {
    associatedtype Element
    associatedtype Identity: Hashable

    static func identity(of element: Element) -> Identity
    static func isChanged(_ old: Element, _ new: Element) -> Bool
}

/// Items: identity from `IdentifiableType`, content from `Equatable`.
@usableFromInline
enum ItemMatchRule<Element: IdentifiableType & Equatable>: MatchRule {
    @inlinable
    static func identity(of element: Element) -> Element.Identity { element.identity }

    @inlinable
    static func isChanged(_ old: Element, _ new: Element) -> Bool { old != new }
}

/// Sections: identity from `IdentifiableType`, their own content from `isContentEqual(to:)`.
@usableFromInline
enum SectionMatchRule<Section: AnimatableSectionModelType>: MatchRule {
    @inlinable
    static func identity(of section: Section) -> Section.Identity { section.identity }

    @inlinable
    static func isChanged(_ old: Section, _ new: Section) -> Bool { !old.isContentEqual(to: new) }
}
