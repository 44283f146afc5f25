import ToastCore

/// What a filter function returned: `nil` to pass, `{ veto = "reason" }`, or the keys to
/// rewrite: `message`, `position`, `priority`, `tag`, `duration`, `style`, `progress`.
/// A malformed reply is reported at the line where the filter function is defined, as
/// `plugins/gate.lua:4: filter().veto: expected a reason (a string), got boolean true`; a veto's
/// reason is cut to ``TextLimits/vetoReason`` bytes.
enum PluginFilterResult {
    enum Outcome {
        case success(FilterDecision)
        case failure(String)
    }

    static let keys = ["veto", "message", "position", "priority", "tag", "duration", "style", "progress"]

    static func decode(_ value: LuaValue, request: ToastRequest, file: String, line: Int?) -> Outcome {
        let at = line.map { "\(file):\($0): filter()" } ?? "\(file): filter()"
        switch value {
        case .nil, .boolean(true): return .success(.pass)
        case .table(let table):
            // The request table itself may come back changed: its read-only keys are ignored.
            for (key, _) in table.fields where !keys.contains(key) && key != "kind" && key != "time" {
                let hint = Suggestion.hint(for: key, in: keys)
                return .failure("\(at).\(key): unknown key\(hint)")
            }
            if let veto = table["veto"] {
                guard case .string(let reason) = veto else {
                    return .failure("\(at).veto: expected a reason (a string), got \(veto.described)")
                }
                return .success(.veto(reason: TextLimits.cut(reason, limit: TextLimits.vetoReason)))
            }
            var rewritten = request
            if let message = table["message"] {
                guard case .string(let text) = message else {
                    return .failure("\(at).message: expected a string, got \(message.described)")
                }
                rewritten.content.message = text
                rewritten.content.accessibilityText = [rewritten.content.title, text].compactMap { $0 }.joined(
                    separator: ", ")
            }
            if let position = table["position"] {
                guard case .string(let name) = position, let place = ToastPosition(rawValue: name) else {
                    return .failure(
                        "\(at).position: expected one of \(ToastPosition.allCases.map(\.rawValue).joined(separator: ", ")), got \(position.described)"
                    )
                }
                rewritten.content.position = place
            }
            if let priority = table["priority"] {
                guard case .integer(let n) = priority else {
                    return .failure("\(at).priority: expected an integer, got \(priority.described)")
                }
                rewritten.priority = Int(clamping: n)
            }
            if let tag = table["tag"] {
                guard case .string(let name) = tag else {
                    return .failure("\(at).tag: expected a string, got \(tag.described)")
                }
                guard name.utf8.count <= TextLimits.name else {
                    return .failure("\(at).tag: " + LuaErrorWording.nameTooLong("tag", bytes: name.utf8.count))
                }
                rewritten.tag = name
            }
            if let duration = table["duration"] {
                let seconds: Double? =
                    switch duration {
                    case .integer(let n): Double(n)
                    case .number(let x): x
                    default: nil
                    }
                guard let seconds, seconds.isFinite, seconds > 0, seconds <= 3600 else {
                    return .failure("\(at).duration: expected seconds in (0, 3600], got \(duration.described)")
                }
                rewritten.content.duration = .fixed(seconds)
            }
            if let progress = table["progress"] {
                guard let fraction = PluginValues.fraction(progress) else {
                    return .failure("\(at).progress: expected a number in [0, 1], got \(progress.described)")
                }
                rewritten.content.progress = fraction
            }
            if let style = table["style"] {
                let context = DecodeContext(file: file, sourceMap: SourceMap(source: ""), vm: nil)
                let patch = StyleSchema.decoder.decode(style, KeyPath().appending("style"), context)
                if context.hasErrors {
                    return .failure(
                        context.diagnostics.map { ControlText.escaped("\(at).\($0.path): \($0.message)") }.joined(
                            separator: "\n"))
                }
                if let patch { rewritten.content.style = patch.applied(to: rewritten.content.style) }
            }
            return .success(.rewrite(rewritten))
        default:
            return .failure("\(at): expected nil, { veto = \"reason\" } or a table of changes, got \(value.described)")
        }
    }
}
