import ToastCore

extension ValueDecoder where Value == TimingCurve {
    /// Samples taken from a curve function, over 0…1 inclusive.
    static var sampleCount: Int { 65 }

    /// A named curve or `cubic-bezier(…)`, a spring table (`toast.spring { damping, velocity,
    /// duration }`), a list of samples, or a Lua function of t sampled once at load.
    static let curve = ValueDecoder(.curve) { value, path, context in
        switch value {
        case .string(let text):
            do throws(CurveError) { return try TimingCurve(parsing: text) } catch {
                context.error(path, error.description)
                return nil
            }
        case .table(let table) where !table.array.isEmpty:
            let samples = table.array.enumerated().compactMap { i, item in
                ValueDecoder<Double>.number(
                    min: TimingCurve.progressRange.lowerBound, max: TimingCurve.progressRange.upperBound
                ).decode(item, path.appending(index: i + 1), context)
            }
            guard samples.count == table.array.count else { return nil }
            do throws(CurveError) { return .sampled(try SampledCurve(values: samples)) } catch {
                context.error(path, error.description)
                return nil
            }
        case .table(let table):
            return spring(table, path, context).map(TimingCurve.spring)
        case .function(let function):
            return sample(function, path, context)
        default:
            return mismatch(.curve, value, path, context)
        }
    }

    /// `toast.spring { … }` in one of three spellings, never mixed:
    /// UIKit's `damping` + `velocity` + `duration` (seconds until settled); SwiftUI's
    /// `response` + `damping_fraction`; iOS 17's `duration` + `bounce`. `velocity` goes with any.
    /// The keys, their ranges and docs are `MotionSchemas.spring`.
    private static func spring(_ table: LuaTable, _ path: KeyPath, _ context: DecodeContext) -> Spring? {
        let before = context.diagnostics.count
        var draft = MotionSchemas.SpringDraft()
        MotionSchemas.spring.decode(table, at: path, into: &draft, context, ignoring: ["__curve"])
        let swiftUI = table["response"] != nil || table["damping_fraction"] != nil
        let bounceForm = table["bounce"] != nil
        if swiftUI && (bounceForm || table["damping"] != nil || table["duration"] != nil)
            || bounceForm && table["damping"] != nil
        {
            context.error(
                path,
                "mixes spring spellings: use damping + duration (UIKit), response + damping_fraction (SwiftUI) or duration + bounce (iOS 17)"
            )
            return nil
        }
        guard context.diagnostics.count == before else { return nil }
        let velocity = draft.velocity ?? 0
        let spring: Spring
        do throws(CurveError) {
            if swiftUI {
                spring = try Spring(
                    response: draft.response ?? 0.55, dampingFraction: draft.dampingFraction ?? 0.825,
                    initialVelocity: velocity)
            } else if bounceForm {
                spring = try Spring(
                    perceptualDuration: draft.duration ?? 0.5, bounce: draft.bounce ?? 0, initialVelocity: velocity)
            } else {
                spring = try Spring(
                    dampingRatio: draft.damping ?? 1, initialVelocity: velocity, duration: draft.duration ?? 0.5)
            }
        } catch {
            context.error(path, error.description)
            return nil
        }
        // A spring lends a transition its settling time: the same range as `duration`.
        guard spring.duration <= maxSpringDuration else {
            context.error(
                path,
                "the spring takes \(NumberText.fixed(spring.duration, digits: 1)) s to settle, more than the \(NumberText.short(maxSpringDuration)) s a transition may last"
            )
            return nil
        }
        return spring
    }

    /// The longest a spring may take to settle: a transition's `duration` range.
    static var maxSpringDuration: Double { 10 }

    private static func sample(_ function: LuaFunctionRef, _ path: KeyPath, _ context: DecodeContext) -> TimingCurve? {
        guard let vm = context.vm else {
            context.error(path, "a curve function cannot be used here")
            return nil
        }
        var values: [Double] = []
        for i in 0..<sampleCount {
            let t = Double(i) / Double(sampleCount - 1)
            do throws(LuaError) {
                let result = try vm.call(function, [.number(t)])
                let range = TimingCurve.progressRange
                guard let y = result.numberValue, range.contains(y) else {
                    context.error(
                        path,
                        "the curve function returned \(result.described) for t = \(NumberText.short(t)); expected a number from \(NumberText.short(range.lowerBound)) to \(NumberText.short(range.upperBound))"
                    )
                    return nil
                }
                values.append(y)
            } catch {
                context.error(path, "the curve function failed at t = \(NumberText.short(t)): \(error)")
                return nil
            }
        }
        do throws(CurveError) { return .sampled(try SampledCurve(values: values)) } catch {
            context.error(path, error.description)
            return nil
        }
    }
}

extension ValueDecoder where Value == Transition {
    /// Effects named by string (`"fade"`, `"slide"`, `"scale"`, `"none"`, or joined with `+`),
    /// a table `{ "slide", "fade", from = "top", distance = 80, scale = 0.9, duration = 0.4,
    /// curve = … }`, or a motion function of progress and size `{ function(p, size) return { opacity = p, … } end,
    /// duration = 0.3 }` sampled at load into keyframes. A spring curve without a duration lends
    /// the transition its own. The keys, their ranges and docs are `MotionSchemas.transition`.
    static func transition(defaultDuration: Double = 0.25, defaultCurve: TimingCurve = .easeOut) -> ValueDecoder<
        Transition
    > {
        let shape = ValueShape.union([.string, .motionFunction, .record(MotionSchemas.transition.className)])
        return ValueDecoder(shape) { value, path, context in
            var effects: [(String, KeyPath)] = []
            var function: (LuaFunctionRef, KeyPath)?
            var table = LuaTable(array: [], fields: [], otherKeys: [])
            switch value {
            case .string(let text):
                effects = text.split(separator: "+").map { (String($0).trimmingSpaces, path) }
            case .function(let f):
                function = (f, path)
            case .table(let t):
                table = t
                for (i, item) in t.array.enumerated() {
                    if case .function(let f) = item, function == nil {
                        function = (f, path.appending(index: i + 1))
                        continue
                    }
                    guard let name = item.stringValue else {
                        context.error(
                            path.appending(index: i + 1),
                            "expected an effect name ('fade', 'slide', 'scale') or one motion function, got \(item.described)"
                        )
                        continue
                    }
                    effects.append((name, path.appending(index: i + 1)))
                }
            default:
                return mismatch(shape, value, path, context)
            }
            var transition = Transition(fade: false, duration: defaultDuration, curve: defaultCurve)
            for (effect, at) in effects {
                switch effect {
                case "fade": transition.fade = true
                case "slide": transition.slide = Slide()
                case "scale": transition.scale = transition.scale ?? 0.9
                case "none": transition.duration = 0
                default:
                    let hint = Suggestion.hint(for: effect, in: ["fade", "slide", "scale", "none"])
                    context.error(at, "unknown effect '\(effect)'" + hint)
                }
            }
            var draft = MotionSchemas.TransitionDraft()
            MotionSchemas.transition.decode(
                LuaTable(array: [], fields: table.fields, otherKeys: table.otherKeys),
                at: path, into: &draft, context)
            if let function {
                if !effects.isEmpty || draft.from != nil || draft.distance != nil || draft.scale != nil {
                    context.error(path, "a motion function replaces fade, slide and scale: use one or the other")
                    return nil
                }
                guard let keyframes = MotionSampler.sample(function.0, at: function.1, context) else { return nil }
                transition.keyframes = keyframes
            }
            if let edge = draft.from { transition.slide = Slide(edge: edge, distance: transition.slide?.distance) }
            if let distance = draft.distance {
                transition.slide = Slide(edge: transition.slide?.edge ?? .auto, distance: distance)
            }
            if let scale = draft.scale { transition.scale = scale }
            if let curve = draft.curve { transition.curve = curve }
            if let duration = draft.duration {
                transition.duration = duration
            } else if table["duration"] == nil, let own = transition.curve.intrinsicDuration {
                transition.duration = own
            }
            return transition
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
