import Foundation

/// Stand-in for UIKit's `UIResponder`, the base of views.
@MainActor
open class UIResponder: NSObject {}
