import ReelUI

extension Window {
    /// A portrait window of `width` by `height` cells with a loop of its own.
    static func portrait(width: Int, height: Int) -> Window {
        Window(traits: TraitCollection(size: Size(width: width, height: height), orientation: .portrait))
    }
}
