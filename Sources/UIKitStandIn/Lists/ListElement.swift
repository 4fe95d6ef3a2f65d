import Foundation

/// One thing a list shows: a cell, or a supplementary view (a header, a footer, a kind of a
/// layout's own) at an index path.
struct ListElement: Hashable {
    /// `nil` for a cell; the element kind of a supplementary view.
    let kind: String?
    let indexPath: IndexPath

    static func cell(_ indexPath: IndexPath) -> ListElement {
        ListElement(kind: nil, indexPath: indexPath)
    }

    static func supplementary(_ kind: String, _ indexPath: IndexPath) -> ListElement {
        ListElement(kind: kind, indexPath: indexPath)
    }

    /// The same element in section `section`.
    func inSection(_ section: Int) -> ListElement {
        var path = indexPath
        path[0] = section
        return ListElement(kind: kind, indexPath: path)
    }
}
