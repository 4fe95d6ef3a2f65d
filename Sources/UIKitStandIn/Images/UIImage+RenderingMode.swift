extension UIImage {
    /// Whether an image is drawn with its own colours or as a template in the tint colour.
    public enum RenderingMode: Int, @unchecked Sendable {
        /// As the place the image is used decides.
        case automatic
        /// With the image's own colours.
        case alwaysOriginal
        /// As a template, in the tint colour.
        case alwaysTemplate
    }
}
