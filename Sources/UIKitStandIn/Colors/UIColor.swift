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

    private let space: Space
    private let red: CGFloat
    private let green: CGFloat
    private let blue: CGFloat
    private let alpha: CGFloat

    private init(space: Space, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour of the RGB space; components run from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .rgb, red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey of the grayscale space: 0 is black, 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(space: .white, red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with `alpha` for its opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(space: space, red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the colour's RGB components where the pointers point (a `nil` pointer skips one);
    /// returns `true`, as every stand-in colour converts to RGB.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the grey and opacity of a grayscale colour where the pointers point and returns
    /// `true`; returns `false`, writing nothing, for an RGB colour, as UIKit does.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard space == .white else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// Whether `object` is a colour of the same space with the same components.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return space == other.space && red == other.red && green == other.green && blue == other.blue
            && alpha == other.alpha
    }

    /// A hash of the space and components, matching ``isEqual(_:)``.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(space)
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    /// The colour as UIKit describes one: its space and components.
    public override var description: String {
        switch space {
        case .white: "UIExtendedGrayColorSpace \(red) \(alpha)"
        case .rgb: "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)"
        }
    }
}
