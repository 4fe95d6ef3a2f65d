import Foundation

/// What a ``UIAction`` runs, given the action.
@available(iOS 13.0, *)
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// Stand-in for UIKit's `UIAction`: a titled handler that a control runs for its events.
///
/// The stand-in has no menus: ``title``, ``image``, ``discoverabilityTitle``, ``attributes``
/// and ``state`` are accepted but not drawn, for a renderer and the app to read.
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
    /// The action's title.
    open var title: String

    /// The action's image.
    open var image: UIImage?

    /// The title shown where the action is discoverable, such as a keyboard shortcut's.
    open var discoverabilityTitle: String?

    /// What tells the action apart: a control keeps one action per identifier.
    open private(set) var identifier: UIAction.Identifier

    /// How the action shows in a menu.
    open var attributes: UIMenuElement.Attributes

    /// Whether the action shows as on, off or mixed.
    open var state: UIMenuElement.State

    /// The control that last sent the action, while and after it ran.
    @available(iOS 14.0, *)
    open var sender: Any? { senderStorage }

    private let handler: UIActionHandler
    private weak var senderStorage: AnyObject?

    /// Creates an action that runs `handler`; without an `identifier`, it gets one of its own.
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` as the action's ``sender``.
    func perform(sender: AnyObject) {
        senderStorage = sender
        handler(self)
    }
}
