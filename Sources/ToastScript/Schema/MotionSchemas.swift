import ToastCore

/// The keys of transitions, springs, insets and motion-function samples: one description each
/// (name, range, doc) that both decodes the key and writes the type file and the reference.
enum MotionSchemas {
    /// The named keys of a transition table, before they are applied to the effects.
    struct TransitionDraft: Sendable {
        var duration: Double?
        var curve: TimingCurve?
        var from: SlideEdge?
        var distance: Double?
        var scale: Double?
    }

    static let transition = RecordSchema<TransitionDraft>(
        "tartine.Transition",
        doc:
            "Effects by name (\"fade\", \"slide\", \"scale\", \"none\") in the list part, or one motion function (see `tartine.MotionSample`), and settings.",
        fields: [
            .value("duration", "Seconds (a spring curve lends its own when absent).", .number(min: 0, max: 10)) {
                $0.duration = $1
            },
            .value("curve", "Timing curve.", .curve) { $0.curve = $1 },
            .value("from", "Edge a slide comes from.", .choice(SlideEdge.self)) { $0.from = $1 },
            .value("distance", "Slide distance in points (off screen when absent).", .number(min: 0, max: 4096)) {
                $0.distance = $1
            },
            .value("scale", "Scale at the hidden end (0.9 grows from 90%).", .number(min: 0, max: 4)) { $0.scale = $1 },
        ])

    /// The keys of `toast.spring { … }`, in any of its three spellings.
    struct SpringDraft: Sendable {
        var damping: Double?
        var velocity: Double?
        var duration: Double?
        var response: Double?
        var dampingFraction: Double?
        var bounce: Double?
    }

    static let spring = RecordSchema<SpringDraft>(
        "tartine.Spring",
        doc:
            "A spring, in one of three spellings (never mixed): UIKit's `damping` + `duration` (seconds until settled); SwiftUI's `response` + `damping_fraction` (`.spring(response: 0.55, dampingFraction: 0.825)`); iOS 17's `duration` + `bounce` (`.spring(duration: 0.5, bounce: 0.2)`). SwiftUI's forms use stiffness = (2π / response)² with unit mass; the animation lasts until the spring has settled to 0.001 of the distance.",
        fields: [
            .value("damping", "UIKit: damping ratio; below 1 bounces.", .positive(max: 100)) { $0.damping = $1 },
            .value(
                "velocity", "Initial velocity (distance per second), in any spelling.", .number(min: -1000, max: 1000)
            ) {
                $0.velocity = $1
            },
            .value(
                "duration", "UIKit: seconds until settled; with `bounce`, SwiftUI's perceptual duration (= response).",
                .positive(max: 10)
            ) { $0.duration = $1 },
            .value(
                "response", "SwiftUI: the period of the undamped oscillation, in seconds (ω0 = 2π / response).",
                .positive(max: 10)
            ) { $0.response = $1 },
            .value("damping_fraction", "SwiftUI: the damping ratio ζ; below 1 bounces.", .positive(max: 100)) {
                $0.dampingFraction = $1
            },
            .value(
                "bounce",
                "iOS 17: 0 no bounce, up to 0.99 bouncier; negative is overdamped (ζ = 1 - bounce, or 1 / (1 + bounce) below 0).",
                .number(min: -0.99, max: 0.99)
            ) { $0.bounce = $1 },
        ])

    /// Insets by side, the named form of `padding` and `insets`.
    static let insets = RecordSchema<EdgeInsets>(
        "tartine.Insets", doc: "Insets by side.",
        fields: [
            .value("top", "Points.", side) { $0.top = $1 },
            .value("left", "Points.", side) { $0.left = $1 },
            .value("bottom", "Points.", side) { $0.bottom = $1 },
            .value("right", "Points.", side) { $0.right = $1 },
        ])

    /// One side of an inset, in any of its forms.
    static let side = ValueDecoder<Double>.number(min: 0, max: 1000)

    /// What a motion function returns for one progress.
    static let sample = RecordSchema<TransitionKeyframe>(
        "tartine.MotionSample",
        doc:
            "What a transition's motion function returns for progress p (0 hidden, 1 shown, on enter and exit alike) and the toast's laid-out size in points (`size.width`, `size.height`): `enter = { function(p, size) return { opacity = p, offset_y = (1 - p) * size.height } end, duration = 0.3 }`. The function runs only at load, at p = 0, 1/32, …, 1 (\(TransitionKeyframes.sampleCount) samples), each for the sizes 256×64, 512×64 and 256×128, which make every value `a + b * size.width + c * size.height`, exact for the size each toast has when it is laid out; a check at 384×96 refuses a function that is not of that form (`math.min(size.height, 40)`, a branch on the width). Frames in between samples are interpolated linearly, so drawing never runs Lua.",
        fields: [
            .value("opacity", "From 0 (invisible) to 1 (opaque).", .number(min: 0, max: 1), required: true) {
                $0.opacity = $1
            },
            .value("offset_x", "Points to the right of the laid-out place (default 0).", .number(min: -4096, max: 4096))
            { $0.offset.x = $1 },
            .value("offset_y", "Points below the laid-out place (default 0).", .number(min: -4096, max: 4096)) {
                $0.offset.y = $1
            },
            .value("scale", "Scale about the centre (default 1).", .number(min: 0, max: 4)) { $0.scale = $1 },
            .value("rotation", "Degrees about the centre, clockwise (default 0).", .number(min: -360, max: 360)) {
                $0.rotation = $1 * .pi / 180
            },
        ])
}
