import Foundation
import ReelTVScreens

/// What opening and rotating the detail screen costs with one strategy: a row of the detail-screen
/// talk's table ("The detail screen" in docs/Background.md).
package struct DetailMeasurement: Encodable, Sendable {
    /// The strategy measured.
    package var strategy: DetailStrategy
    /// `init` → `viewDidAppear` of the first screen opened, and the median of the later ones.
    package var firstDisplay: Duration
    /// See ``firstDisplay``.
    package var laterDisplay: Duration
    /// `init` → the first frame showing everything (series and recommend rows), first and later.
    package var firstCompleteFrame: Duration
    /// See ``firstCompleteFrame``.
    package var laterCompleteFrame: Duration
    /// `willTransition` → the transition's completion, over every rotation.
    package var rotationMin: Duration
    /// See ``rotationMin``.
    package var rotationAverage: Duration
    /// See ``rotationMin``.
    package var rotationMax: Duration
    /// Views created for the screen's window (each view that joined it, counted by the
    /// window's own loop's `viewsJoinedCount`) from `init` to the first complete frame (the end
    /// of the first loop turn that drew the series and its recommend rows), on the first opening. A view created but never
    /// shown in the window (the eager screen's landscape thumbnail, in portrait) is not among them.
    package var viewsCreatedBeforeFirstFrame: Int
    /// Layout passes from `init` to the first complete frame, on the first opening.
    package var layoutPassesBeforeFirstFrame: Int
    /// Cells configured per rotation, on average.
    package var cellsConfiguredPerRotation: Double
    /// Views (at every level) visible on the first complete frame, for comparing with the views
    /// created: not hidden, and at least partly inside the window or in a cell or header that is
    /// (a list creates a cell whole, so a cell the window's edge cuts is on screen with all its
    /// views, as in UIKit's `visibleCells`).
    package var visibleViews: Int
    /// The views of ``visibleViews`` that the frame draws: those at least partly inside the
    /// window themselves, not only through their cell.
    package var drawnViews: Int

    enum CodingKeys: String, CodingKey {
        case strategy
        case firstDisplay = "first_display_ms"
        case laterDisplay = "later_display_ms"
        case firstCompleteFrame = "first_complete_frame_ms"
        case laterCompleteFrame = "later_complete_frame_ms"
        case rotationMin = "rotation_ms_min"
        case rotationAverage = "rotation_ms_avg"
        case rotationMax = "rotation_ms_max"
        case viewsCreatedBeforeFirstFrame = "views_created_before_first_frame"
        case layoutPassesBeforeFirstFrame = "layout_passes_before_first_frame"
        case cellsConfiguredPerRotation = "cells_configured_per_rotation"
        case visibleViews = "visible_views_on_first_frame"
        case drawnViews = "drawn_views_on_first_frame"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(strategy.rawValue, forKey: .strategy)
        for (key, duration) in [
            (CodingKeys.firstDisplay, firstDisplay), (.laterDisplay, laterDisplay),
            (.firstCompleteFrame, firstCompleteFrame), (.laterCompleteFrame, laterCompleteFrame),
            (.rotationMin, rotationMin), (.rotationAverage, rotationAverage), (.rotationMax, rotationMax),
        ] {
            try container.encode(duration.milliseconds, forKey: key)
        }
        try container.encode(viewsCreatedBeforeFirstFrame, forKey: .viewsCreatedBeforeFirstFrame)
        try container.encode(layoutPassesBeforeFirstFrame, forKey: .layoutPassesBeforeFirstFrame)
        try container.encode(cellsConfiguredPerRotation, forKey: .cellsConfiguredPerRotation)
        try container.encode(visibleViews, forKey: .visibleViews)
        try container.encode(drawnViews, forKey: .drawnViews)
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
