@available(iOS 13.0, *)
extension UIAction {
    /// The name that tells an action apart from others.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String

        /// The identifier named `rawValue`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The identifier named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
