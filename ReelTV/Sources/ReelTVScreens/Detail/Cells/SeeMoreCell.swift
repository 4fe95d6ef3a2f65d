import ReelDataSourceUIKit

/// Opens the full episode list.
final class SeeMoreCell: StackCollectionCell {
    private let button = UIButton.titled("", identifier: "seemore")

    override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.addArrangedSubview(button)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func configure(remaining: Int, onTap: @escaping @MainActor () -> Void) {
        button.setTitle("もっと見る（ほか\(remaining)話）", for: .normal)
        button.setTapHandler(onTap)
    }
}
