import ReelDataSourceUIKit

extension UILabel {
    /// A label showing `text` on at most `numberOfLines` lines (0: as many as it takes).
    convenience init(text: String? = nil, numberOfLines: Int) {
        self.init(frame: .zero)
        self.text = text
        self.numberOfLines = numberOfLines
    }
}
