/// The layout numbers that are not theme settings, in one place: the renderer and `FrameLint`
/// read positions from the primitives and never repeat these.
public enum LayoutMetrics {
    /// Apple's Human Interface Guidelines: a touch area of at least 44 × 44 pt.
    public static let minimumHitTarget = 44.0
    /// Lines of a toast's title before an ellipsis.
    public static let titleMaxLines = 2
    /// Space between a toast's title and its message.
    public static let titleSpacing = 2.0
    /// Space between the text and the count badge.
    public static let badgeSpacing = 8.0
    /// Space between the count badge's edge and its text.
    public static let badgePadding = EdgeInsets(vertical: 2, horizontal: 6)
    /// The badge's pill is the text colour at this fraction of its opacity.
    public static let badgeFillOpacity = 0.2
    /// Space between two action buttons in the seed's row (Material's 8 dp between a snackbar's actions).
    public static let actionSpacing = 8.0
    /// A progress bar's height when its node sets none.
    public static let progressHeight = 4.0
    /// A progress bar's track is the text colour at this fraction of its opacity (unless the node sets one).
    public static let progressTrackOpacity = 0.2
    /// Lines of a popup's title before an ellipsis.
    public static let popupTitleMaxLines = 4
    /// Lines of a popup's description before an ellipsis.
    public static let popupDescriptionMaxLines = 6
    /// Space between a popup's title and its description.
    public static let popupDescriptionSpacing = 6.0
    /// Space between a popup's text and its buttons.
    public static let popupButtonsSpacing = 20.0
    /// Space between a popup button's sides and its title.
    public static let popupButtonTitleInset = 8.0
    /// Side of a spinner whose node sets no size.
    public static let spinnerSize = 20.0
    /// Seconds a spinner takes for one turn when its node sets no period (iOS's indicator: 1).
    public static let spinnerPeriod = 1.0
}
