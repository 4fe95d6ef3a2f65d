import Foundation

/// Stand-in for UIKit's `UIImage`: an image's name and size, without pixels.
///
/// Stand-in rule: an image has no pixels. It carries the name it was made with
/// (``standInName``) and a size, `.zero` unless it was made with ``init(standInName:size:)``.
/// Named and system images always exist, so ``init(named:)`` and ``init(systemName:)`` never
/// fail.
public final class UIImage: NSObject, @unchecked Sendable {
    /// The name the image was made with: an asset's, or a system symbol's. Not UIKit API.
    public let standInName: String

    /// The image's size in points.
    public let size: CGSize

    /// Whether the image is drawn as made, or as a template in the tint colour. Accepted but
    /// not drawn: a renderer reads it.
    public let renderingMode: UIImage.RenderingMode

    /// The colour a template image is drawn in, set by ``withTintColor(_:)``; `nil` draws it in
    /// the tint colour of the view showing it. For a renderer to read. Not UIKit API.
    public let standInTintColor: UIColor?

    private init(standInName: String, size: CGSize, renderingMode: UIImage.RenderingMode, standInTintColor: UIColor?) {
        self.standInName = standInName
        self.size = size
        self.renderingMode = renderingMode
        self.standInTintColor = standInTintColor
    }

    /// An image named `standInName`, of `size` points, as an asset of that size would give.
    /// Not UIKit API.
    public convenience init(standInName: String, size: CGSize) {
        self.init(standInName: standInName, size: size, renderingMode: .automatic, standInTintColor: nil)
    }

    /// The image named `name` in the app's assets: one named so, of size `.zero`.
    public convenience init?(named name: String) {
        self.init(standInName: name, size: .zero)
    }

    /// The system symbol named `name`: an image named so, of size `.zero`.
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String) {
        self.init(standInName: name, size: .zero)
    }

    /// The same image, drawn as `renderingMode` says.
    public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(standInName: standInName, size: size, renderingMode: renderingMode, standInTintColor: standInTintColor)
    }

    /// The same image as a template drawn in `color`.
    @available(iOS 13.0, *)
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(standInName: standInName, size: size, renderingMode: .alwaysTemplate, standInTintColor: color)
    }
}
