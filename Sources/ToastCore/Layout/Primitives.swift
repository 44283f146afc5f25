/// The horizontal alignment of text inside its frame, once `natural`, `leading` and `trailing`
/// are resolved for the reading direction.
public enum PhysicalAlignment: String, Sendable, Hashable { case left, center, right }

/// A filled rectangle with rounded corners, and optionally a stroke and a drop shadow: a
/// toast's or popup's card, a count badge's pill, a button's fill.
public struct BoxPrimitive: Sendable, Hashable {
    /// Where the box goes, relative to its layer's top-left corner.
    public var frame: Rect
    /// The fill (clear draws nothing).
    public var fill: Color
    /// The corner radius, in points.
    public var cornerRadius: Double
    /// A stroke inside the edge, or `nil`.
    public var border: Border?
    /// A drop shadow under the box, or `nil`.
    public var shadow: Shadow?
}

/// A piece of text as layout resolved it: the string, its font, the box it is set in (its
/// width is the wrap width), its line limit, alignment and colour, and how it measured.
public struct TextRun: Sendable, Hashable {
    /// The text.
    public var text: String
    /// The resolved font (Dynamic Type applied).
    public var font: FontSpec
    /// The box the text is set in, relative to its layer.
    public var frame: Rect
    /// The most lines before "…" (0: no limit).
    public var maxLines: Int
    /// How lines sit in the box.
    public var alignment: PhysicalAlignment
    /// The text colour.
    public var color: Color
    /// The size, line count and truncation the measurer reported.
    public var measurement: TextMeasurement
    /// Rich text's styled stretches (UTF-8 ranges of `text`), resolved: links carry the style's
    /// link colour and an underline. Empty for plain text.
    public var spans: [TextSpan] = []
}

/// An activity indicator: eight spokes around the centre of `frame`, turning once every
/// `period` seconds, each fading behind the leading one (iOS's indicator). Its phase is a
/// function of the layer's age (``ToastLayer/age``): the same time draws the same pixels;
/// without an age (reduced motion) the spokes stand still at one opacity.
public struct SpinnerPrimitive: Sendable, Hashable {
    /// The square the spokes fill, relative to the layer.
    public var frame: Rect
    /// The spokes' colour (the leading spoke's opacity; the others fade from it).
    public var color: Color
    /// Seconds for one turn.
    public var period: Double

    /// The spokes a spinner has.
    public static let spokes = 8

    /// The opacity of spoke `index` (0 points up, then clockwise) at `age` seconds, or, for
    /// `nil` (reduced motion), the still spinner's one opacity.
    public func opacity(ofSpoke index: Int, age: Double?) -> Double {
        guard let age else { return 0.6 }
        let n = Double(Self.spokes)
        let turn = age / period
        let lead = (turn - turn.rounded(.down)) * n
        let step = lead.rounded(.down)
        var behind = step - Double(index)
        if behind < 0 { behind += n }
        return 1 - 0.75 * behind / (n - 1)
    }
}

/// A link's touch area: one line of a link in a rich text, where a tap reports the link
/// (``ToastEvent/link(_:index:href:)``) instead of tapping the toast.
public struct LinkRegion: Sendable, Hashable {
    /// The link's position among the toast's links (``ToastContent/links``, 0-based).
    public var index: Int
    /// Its target (data only: never opened by Tartine).
    public var href: String
    /// The text's part of the line, relative to the layer.
    public var frame: Rect
    /// The text run's box the rectangle lies in (mirroring moves the rectangle with its box
    /// without reflecting it inside: the text's own direction placed it there).
    public var textFrame: Rect
}

/// An icon (emoji or image file) fitted into a square, optionally clipped to rounded corners
/// (an avatar).
public struct IconPrimitive: Sendable, Hashable {
    /// What to draw.
    public var icon: ToastIcon
    /// The box it fits in, relative to its layer.
    public var frame: Rect
    /// The colour monochrome glyphs take.
    public var color: Color
    /// Clip to this corner radius (`nil`: no clip).
    public var clipRadius: Double?
}

/// A backdrop material: what lies behind the area, blurred, saturated and tinted (drawn under
/// the card's own fill).
public struct MaterialPrimitive: Sendable, Hashable {
    /// The area, relative to the layer.
    public var frame: Rect
    /// The corner radius of the area.
    public var cornerRadius: Double
    /// The blur, saturation and tint.
    public var material: Material
}

/// A progress bar: a rounded track and, clipped to it, the part filled so far (which starts at
/// the leading edge: on a right-to-left screen it grows from the right).
public struct ProgressPrimitive: Sendable, Hashable {
    /// The track, relative to the layer.
    public var frame: Rect
    /// The filled part, relative to the layer (inside `frame`; zero width at 0 %).
    public var fillFrame: Rect
    /// The track's colour.
    public var track: Color
    /// The filled part's colour.
    public var fill: Color
    /// The corner radius of the track, which also clips the fill.
    public var cornerRadius: Double
}

/// A touch area: the button it triggers and the area that takes the touch (at least the
/// minimum hit target where the toast leaves room).
public struct HitRegion: Sendable, Hashable {
    /// The action's identifier.
    public var actionID: String
    /// The button as drawn, relative to the layer.
    public var visibleFrame: Rect
    /// The area that takes the touch, relative to the layer.
    public var frame: Rect
}

/// What a primitive stands for, so tools and tests can find the title or the action.
public enum PrimitiveRole: Sendable, Hashable {
    /// The blurred backdrop under the card.
    case backdrop
    /// The toast's or popup's card.
    case background
    /// The icon, the title, the message.
    case icon, title, message
    /// The count badge's pill and its text.
    case badge, badgeText
    /// An action button's fill and its title, by index (0-based).
    case button(Int), buttonTitle(Int)
    /// A popup's description.
    case description
    /// The toast's progress bar.
    case progress
    /// The pill of a collapsed deck's count ("+2") on its front card, and its text.
    case deckCount, deckCountText
    /// An activity indicator.
    case spinner
}

/// One thing to draw: the renderer draws these in order and reads nothing else.
public enum Primitive: Sendable, Hashable {
    /// A rounded box.
    case box(BoxPrimitive, PrimitiveRole)
    /// A text run.
    case text(TextRun, PrimitiveRole)
    /// An icon or avatar.
    case icon(IconPrimitive, PrimitiveRole)
    /// A backdrop material.
    case material(MaterialPrimitive, PrimitiveRole)
    /// A progress bar.
    case progress(ProgressPrimitive, PrimitiveRole)
    /// An activity indicator.
    case spinner(SpinnerPrimitive, PrimitiveRole)

    /// What the primitive stands for.
    public var role: PrimitiveRole {
        switch self {
        case .box(_, let role), .text(_, let role), .icon(_, let role), .material(_, let role),
            .progress(_, let role), .spinner(_, let role):
            role
        }
    }

    /// Where it goes, relative to its layer.
    public var frame: Rect {
        switch self {
        case .box(let box, _): box.frame
        case .text(let run, _): run.frame
        case .icon(let icon, _): icon.frame
        case .material(let material, _): material.frame
        case .progress(let bar, _): bar.frame
        case .spinner(let spinner, _): spinner.frame
        }
    }

    /// The same primitive reflected across the vertical line at `width / 2`.
    func mirrored(inWidth width: Double) -> Primitive {
        switch self {
        case .box(var box, let role):
            box.frame = box.frame.mirrored(inWidth: width)
            return .box(box, role)
        case .text(var run, let role):
            run.frame = run.frame.mirrored(inWidth: width)
            return .text(run, role)
        case .icon(var icon, let role):
            icon.frame = icon.frame.mirrored(inWidth: width)
            return .icon(icon, role)
        case .material(var material, let role):
            material.frame = material.frame.mirrored(inWidth: width)
            return .material(material, role)
        case .progress(var bar, let role):
            bar.frame = bar.frame.mirrored(inWidth: width)
            bar.fillFrame = bar.fillFrame.mirrored(inWidth: width)
            return .progress(bar, role)
        case .spinner(var spinner, let role):
            spinner.frame = spinner.frame.mirrored(inWidth: width)
            return .spinner(spinner, role)
        }
    }
}
