extension UIButton {
    /// The kinds of button UIKit makes, with its raw values.
    public enum ButtonType: Int, @unchecked Sendable {
        /// A button with nothing of the system's: its title is white unless set otherwise.
        case custom = 0
        /// The system's button: its title is in the tint colour unless set otherwise.
        @available(iOS 7.0, *)
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button for a dark background.
        case infoLight = 3
        /// An information button for a light background.
        case infoDark = 4
        /// An add-contact button.
        case contactAdd = 5
        /// A close button.
        @available(iOS 13.0, *)
        case close = 7

        /// The older name of ``system``.
        public static var roundedRect: ButtonType { .system }
    }
}
