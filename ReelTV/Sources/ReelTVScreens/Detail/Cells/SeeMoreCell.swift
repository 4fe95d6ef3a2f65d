import ReelUI

/// Opens the full episode list.
final class SeeMoreCell: CollectionViewCell {
    private let button = Button(title: "")

    required init() {
        super.init()
        button.identifier = "seemore"
        addSubview(button)
    }

    func configure(remaining: Int, onTap: @escaping @MainActor () -> Void) {
        button.title = "もっと見る（ほか\(remaining)話）"
        button.onTap = onTap
    }
}
