import Foundation

/// Stand-in for UIKit's `UIScrollViewDelegate`; the stand-in calls none of its methods.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}
