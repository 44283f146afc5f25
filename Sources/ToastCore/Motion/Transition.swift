/// The edge a toast slides in from or out to. `auto` is the toast's own edge: up for top
/// toasts, down for bottom ones, a short rise for centred ones.
public enum SlideEdge: String, Sendable, Hashable, CaseIterable {
    /// The toast's own edge, or a named one; `leading` and `trailing` follow the reading direction.
    case auto, top, bottom, leading, trailing
}

/// A slide: from which edge, and how far. A `nil` distance slides fully off screen.
public struct Slide: Sendable, Hashable {
    /// The edge the toast slides from (entering) or to (exiting).
    public var edge: SlideEdge
    /// How far it slides, in points; `nil` slides fully off screen.
    public var distance: Double?

    /// Creates a slide; the defaults slide fully off screen at the toast's own edge.
    public init(edge: SlideEdge = .auto, distance: Double? = nil) {
        self.edge = edge
        self.distance = distance
    }
}

/// One enter or exit animation: any combination of fade, slide and scale, over a duration
/// with a timing curve.
public struct Transition: Sendable, Hashable {
    /// Whether the opacity animates between 0 and 1.
    public var fade: Bool
    /// A slide, or `nil` for none.
    public var slide: Slide?
    /// The scale at the hidden end of the transition (0.8 grows from 80%); `nil` for none.
    public var scale: Double?
    /// How long the transition takes, in seconds.
    public var duration: Double
    /// How the progress runs over the duration.
    public var curve: TimingCurve
    /// Keyframes over the progress (a theme's Lua motion function, sampled at load); when set
    /// they replace fade, slide and scale.
    public var keyframes: TransitionKeyframes?

    /// Creates a transition; the defaults are a 0.25 s fade with an ease-out curve and no keyframes.
    public init(
        fade: Bool = true, slide: Slide? = nil, scale: Double? = nil,
        duration: Double = 0.25, curve: TimingCurve = .easeOut, keyframes: TransitionKeyframes? = nil
    ) {
        self.keyframes = keyframes
        self.fade = fade
        self.slide = slide
        self.scale = scale
        self.duration = duration
        self.curve = curve
    }

    /// The seeds' default: a 0.25 s fade.
    public static let fade = Transition()

    /// No animation at all.
    public static let none = Transition(fade: false, duration: 0, curve: .linear)

    /// The short cross-fade used when the user asks for reduced motion.
    public static let reducedMotion = Transition(fade: true, duration: 0.2, curve: .linear)
}

/// The motion of a theme: how toasts enter and leave, and what replaces it under reduced motion.
public struct Motion: Sendable, Hashable {
    /// How toasts come in.
    public var enter: Transition
    /// How toasts go.
    public var exit: Transition
    /// Replaces both transitions when reduced motion is on.
    public var reducedMotion: Transition

    /// Creates motion; the defaults fade in and out, and cross-fade under reduced motion.
    public init(
        enter: Transition = .fade, exit: Transition = .fade,
        reducedMotion: Transition = .reducedMotion
    ) {
        self.enter = enter
        self.exit = exit
        self.reducedMotion = reducedMotion
    }

    /// The enter transition in force.
    public func enter(reduced: Bool) -> Transition { reduced ? reducedMotion : enter }
    /// The exit transition in force.
    public func exit(reduced: Bool) -> Transition { reduced ? reducedMotion : exit }
}
