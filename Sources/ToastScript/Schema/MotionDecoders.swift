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
                ValueDecoder<Double>.number().decode(item, path.appending(index: i + 1), context)
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
    private static func spring(_ table: LuaTable, _ path: KeyPath, _ context: DecodeContext) -> Spring? {
        let known = ["damping", "velocity", "duration", "response", "damping_fraction", "bounce", "__curve"]
        for (key, _) in table.fields where !known.contains(key) {
            let hint = Suggestion.hint(for: key, in: known.dropLast())
            context.error(path.appending(key), "unknown key" + hint)
        }
        let velocity = table["velocity"].map { ValueDecoder<Double>.number().decode($0, path.appending("velocity"), context) } ?? 0
        let swiftUI = table["response"] != nil || table["damping_fraction"] != nil
        let bounceForm = table["bounce"] != nil
        if swiftUI && (bounceForm || table["damping"] != nil || table["duration"] != nil) || bounceForm && table["damping"] != nil {
            context.error(path, "mixes spring spellings: use damping + duration (UIKit), response + damping_fraction (SwiftUI) or duration + bounce (iOS 17)")
            return nil
        }
        do throws(CurveError) {
            if swiftUI {
                let response = table["response"].map { ValueDecoder<Double>.positive.decode($0, path.appending("response"), context) } ?? 0.55
                let fraction = table["damping_fraction"].map { ValueDecoder<Double>.positive.decode($0, path.appending("damping_fraction"), context) } ?? 0.825
                guard let response, let fraction, let velocity else { return nil }
                return try Spring(response: response, dampingFraction: fraction, initialVelocity: velocity)
            }
            if bounceForm {
                let duration = table["duration"].map { ValueDecoder<Double>.positive.decode($0, path.appending("duration"), context) } ?? 0.5
                let bounce = table["bounce"].map { ValueDecoder<Double>.number(min: -0.99, max: 0.99).decode($0, path.appending("bounce"), context) } ?? 0
                guard let duration, let bounce, let velocity else { return nil }
                return try Spring(perceptualDuration: duration, bounce: bounce, initialVelocity: velocity)
            }
            let damping = table["damping"].map { ValueDecoder<Double>.positive.decode($0, path.appending("damping"), context) } ?? 1
            let duration = table["duration"].map { ValueDecoder<Double>.positive.decode($0, path.appending("duration"), context) } ?? 0.5
            guard let damping, let velocity, let duration else { return nil }
            return try Spring(dampingRatio: damping, initialVelocity: velocity, duration: duration)
        } catch {
            context.error(path, error.description)
            return nil
        }
    }

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
                guard let y = result.numberValue, y.isFinite else {
                    context.error(path, "the curve function returned \(result.described) for t = \(NumberText.short(t)); expected a finite number")
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
    /// or a table `{ "slide", "fade", from = "top", distance = 80, scale = 0.9, duration = 0.4,
    /// curve = … }`. A spring curve without a duration lends the transition its own.
    static func transition(defaultDuration: Double = 0.25, defaultCurve: TimingCurve = .easeOut) -> ValueDecoder<Transition> {
        ValueDecoder(.union([.string, .record("tartine.Transition")])) { value, path, context in
            var effects: [(String, KeyPath)] = []
            var table = LuaTable(array: [], fields: [], otherKeys: [])
            switch value {
            case .string(let text):
                effects = text.split(separator: "+").map { (String($0).trimmingSpaces, path) }
            case .table(let t):
                table = t
                for (i, item) in t.array.enumerated() {
                    guard let name = item.stringValue else {
                        context.error(path.appending(index: i + 1), "expected an effect name ('fade', 'slide', 'scale'), got \(item.described)")
                        continue
                    }
                    effects.append((name, path.appending(index: i + 1)))
                }
            default:
                return mismatch(.union([.string, .record("tartine.Transition")]), value, path, context)
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
            var durationGiven = false
            for (key, item) in table.fields {
                let at = path.appending(key)
                switch key {
                case "duration":
                    if let d = ValueDecoder<Double>.number(min: 0, max: 10).decode(item, at, context) { transition.duration = d }
                    durationGiven = true
                case "curve":
                    if let c = ValueDecoder<TimingCurve>.curve.decode(item, at, context) { transition.curve = c }
                case "from":
                    if let edge = ValueDecoder<SlideEdge>.choice().decode(item, at, context) {
                        transition.slide = Slide(edge: edge, distance: transition.slide?.distance)
                    }
                case "distance":
                    if let d = ValueDecoder<Double>.number(min: 0).decode(item, at, context) {
                        transition.slide = Slide(edge: transition.slide?.edge ?? .auto, distance: d)
                    }
                case "scale":
                    if let s = ValueDecoder<Double>.number(min: 0, max: 4).decode(item, at, context) { transition.scale = s }
                default:
                    let keys = ["duration", "curve", "from", "distance", "scale"]
                    let hint = Suggestion.hint(for: key, in: keys)
                    context.error(at, "unknown key" + hint)
                }
            }
            if !durationGiven, let own = transition.curve.intrinsicDuration { transition.duration = own }
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
