import Foundation

extension CGSize {
    /// The size `text` writes as `COLUMNSxROWS` (like `80x24`), as `--size` and a script's
    /// `resize` take it, in points of one cell each; `nil` when `text` is not two whole numbers
    /// joined by an `x`. Ranges are the caller's to check.
    package init?(cells text: some StringProtocol) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1] else { return nil }
        self.init(width: width, height: height)
    }

    /// The size as `COLUMNSxROWS`, whole cells.
    package var cellsDescription: String {
        "\(TextCanvas.cell(width))x\(TextCanvas.cell(height))"
    }
}
