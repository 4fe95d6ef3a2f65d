import Foundation

/// Stand-in for UIKit's `UIColor`: a colour's components, in the grayscale or the RGB colour
/// space it was made in.
///
/// Two colours are equal when they are in the same space with the same components, as in UIKit.
/// UIKit's dynamic system colours (``label``, ``systemBackground``, …) change with the
/// appearance; the stand-in resolves them once, in light mode, to the components UIKit gives
/// them there.
public final class UIColor: NSObject, @unchecked Sendable {
    /// The colour space a colour was made in.
    private enum Space: Hashable {
        case white
        case rgb
    }

    /// The space and components: what makes two colours equal. A grey keeps its white in
    /// `red`, `green` and `blue` alike.
    private struct Components: Hashable {
        var space: Space
        var red: CGFloat
        var green: CGFloat
        var blue: CGFloat
        var alpha: CGFloat
    }

    private let components: Components

    private init(_ components: Components) {
        self.components = components
    }

    /// A colour of the RGB space; components run from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Components(space: .rgb, red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey of the grayscale space: 0 is black, 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Components(space: .white, red: white, green: white, blue: white, alpha: alpha))
    }

    /// The same colour with `alpha` for its opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var color = components
        color.alpha = alpha
        return UIColor(color)
    }

    /// Writes the colour's RGB components where the pointers point (a `nil` pointer skips one);
    /// returns `true`, as every stand-in colour converts to RGB.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// Writes the grey and opacity of a grayscale colour where the pointers point and returns
    /// `true`; returns `false`, writing nothing, for an RGB colour, as UIKit does.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard components.space == .white else { return false }
        white?.pointee = components.red
        alpha?.pointee = components.alpha
        return true
    }

    /// Whether `object` is a colour of the same space with the same components.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.components == components
    }

    /// A hash of the space and components, matching ``isEqual(_:)``.
    public override var hash: Int { components.hashValue }

    /// The colour as UIKit describes one: its space and components.
    public override var description: String {
        let color = components
        return switch color.space {
        case .white: "UIExtendedGrayColorSpace \(color.red) \(color.alpha)"
        case .rgb: "UIExtendedSRGBColorSpace \(color.red) \(color.green) \(color.blue) \(color.alpha)"
        }
    }
}
