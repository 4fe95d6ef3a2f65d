extension UIButton {
    /// The kinds of button UIKit makes, with its raw values.
    public enum ButtonType: Int, @unchecked Sendable {
        /// A button with nothing of the system's: its title is white unless set otherwise.
        case custom
        /// The system's button: its title is in the tint colour unless set otherwise.
        @available(iOS 7.0, *)
        case system
        /// A detail disclosure button.
        case detailDisclosure
        /// An information button for a dark background.
        case infoLight
        /// An information button for a light background.
        case infoDark
        /// An add-contact button.
        case contactAdd
        /// A close button.
        @available(iOS 13.0, *)
        case close = 7

        /// The older name of ``system``.
        public static var roundedRect: ButtonType { .system }
    }
}
