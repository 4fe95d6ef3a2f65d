import Foundation

/// Stand-in for UIKit's `UIContentView`: a view that shows a content configuration.
@MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it shows the new one.
    var configuration: any UIContentConfiguration { get set }
}
