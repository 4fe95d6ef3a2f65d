/// The exception UIKit raises when it is used against its rules: on a phone an uncaught
/// `NSInternalInconsistencyException` that ends the app; here a trap, unless a test catches it.
///
/// This type is the stand-in's own (UIKit raises Objective-C exceptions, which Swift cannot
/// catch). A test catches what a synchronous call raises with ``catching(_:)``, and what a
/// list in a window raises at any time with the window's
/// ``StandInRunLoop/uncaughtExceptionHandler``. After raising, a list recovers the way the
/// caught exception leaves it: it reloads from its data source.
public struct UIKitException: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exception's name, as UIKit's.
    public let name: String
    /// Why it was raised, in UIKit's words.
    public let reason: String

    /// Creates an exception.
    public init(name: String = "NSInternalInconsistencyException", reason: String) {
        self.name = name
        self.reason = reason
    }

    public var description: String { "\(name): \(reason)" }

    /// Runs `body` and throws the first exception a stand-in view raised meanwhile.
    @MainActor
    public static func catching<Result>(_ body: () throws -> Result) throws -> Result {
        catchers.append(nil)
        let result: Result
        do {
            result = try body()
        } catch {
            catchers.removeLast()
            throw error
        }
        if let caught = catchers.removeLast() { throw caught }
        return result
    }

    /// The open ``catching(_:)`` calls, innermost last, each with the first exception it caught.
    @MainActor private static var catchers: [UIKitException?] = []

    /// Raises `reason` from `view`, as an exception of UIKit's `name`: to the innermost
    /// ``catching(_:)``, else to the handler of the run loop `view` runs on, else as a trap, as
    /// the uncaught exception would end the app.
    @MainActor
    static func raise(_ reason: String, name: String = "NSInternalInconsistencyException", from view: UIView) {
        let exception = UIKitException(name: name, reason: reason)
        if !catchers.isEmpty {
            if catchers[catchers.count - 1] == nil { catchers[catchers.count - 1] = exception }
            return
        }
        guard let handler = view.runLoop.uncaughtExceptionHandler else {
            fatalError("*** Terminating app due to uncaught exception '\(exception.name)', reason: '\(exception.reason)'")
        }
        handler(exception)
    }
}
