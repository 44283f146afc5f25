import ToastCore

/// What a filter function returned: `nil` to pass, `{ veto = "reason" }`, or the keys to
/// rewrite: `kind`, `message`, `position`, `priority`, `tag`, `duration`, `group`, `style`,
/// `progress`, and for a notification `summary`, `body`, `urgency`, `app_name`, `category`.
/// A key whose value is the request's own is no change (a filter may return the request table
/// it was given, changed in place); a read-only key of the request (`time`, `hints`,
/// `stack_tag`, …) may come back, unchanged. A malformed reply is reported at the line where
/// the filter function is defined, as `plugins/gate.lua:4: filter().veto: expected a reason (a
/// string), got boolean true`; a veto's reason is cut to ``TextLimits/vetoReason`` bytes.
///
/// A rewrite re-resolves what depends on it: another kind is resolved from the theme as that
/// kind (its style, icon, actions, hold; a notification's toast keeps its text), a new summary
/// or body replaces the text that showed the old one, and `critical` urgency holds the toast
/// until dismissed unless the notification has an expiry of its own.
enum PluginFilterResult {
    enum Outcome {
        case success(FilterDecision)
        case failure(String)
    }

    /// Resolves a kind of the theme the plugin is bound to (`nil`: not bound to one).
    typealias Resolver = (ToastOrigin) throws(ThemeError) -> ToastContent

    static let keys = [
        "veto", "kind", "message", "position", "priority", "tag", "duration", "group", "style", "progress",
        "summary", "body", "urgency", "app_name", "category",
    ]

    static func decode(
        _ value: LuaValue, request: ToastRequest, file: String, line: Int?, resolve: Resolver
    ) -> Outcome {
        let at = line.map { "\(file):\($0): filter()" } ?? "\(file): filter()"
        switch value {
        case .nil, .boolean(true): return .success(.pass)
        case .table(let table):
            for (key, _) in table.fields where !keys.contains(key) && RequestField(rawValue: key) == nil {
                let hint = Suggestion.hint(for: key, in: keys)
                return .failure("\(at).\(key): unknown key\(hint)")
            }
            if let veto = table["veto"] {
                guard case .string(let reason) = veto else {
                    return .failure("\(at).veto: expected a reason (a string), got \(veto.described)")
                }
                return .success(.veto(reason: TextLimits.cut(reason, limit: TextLimits.vetoReason)))
            }
            // The keys that differ from the request's own values: the changes.
            func changed(_ field: RequestField) -> LuaValue? {
                guard let value = table[field.rawValue], value != field.value(of: request, time: 0) else { return nil }
                return value
            }
            for field in RequestField.allCases where !field.isWritable && field != .time {
                if let value = changed(field) {
                    return .failure(
                        "\(at).\(field.rawValue): read-only (a filter cannot change it), got \(value.described)")
                }
            }
            var rewritten = request
            if let kind = changed(.kind) {
                switch resolved(kind, request: request, resolve: resolve) {
                case .success(let content): rewritten.content = content
                case .failure(let problem): return .failure("\(at).kind: \(problem.message)")
                }
            }
            if let message = changed(.message) {
                guard case .string(let text) = message else {
                    return .failure("\(at).message: expected a string, got \(message.described)")
                }
                rewritten.content.message = text
                rewritten.content.accessibilityText = [rewritten.content.title, text].compactMap { $0 }.joined(
                    separator: ", ")
            }
            if let position = changed(.position) {
                guard case .string(let name) = position, let place = ToastPosition(rawValue: name) else {
                    return .failure(
                        "\(at).position: expected one of \(ToastPosition.allCases.map(\.rawValue).joined(separator: ", ")), got \(position.described)"
                    )
                }
                rewritten.content.position = place
            }
            if let priority = changed(.priority) {
                guard case .integer(let n) = priority else {
                    return .failure("\(at).priority: expected an integer, got \(priority.described)")
                }
                rewritten.priority = Int(clamping: n)
            }
            if let tag = changed(.tag) {
                guard case .string(let name) = tag else {
                    return .failure("\(at).tag: expected a string, got \(tag.described)")
                }
                guard name.utf8.count <= TextLimits.name else {
                    return .failure("\(at).tag: " + LuaErrorWording.nameTooLong("tag", bytes: name.utf8.count))
                }
                rewritten.tag = name
            }
            if let group = changed(.group) {
                guard case .string(let name) = group else {
                    return .failure("\(at).group: expected a string, got \(group.described)")
                }
                guard name.utf8.count <= ToastContent.maxGroupLength else {
                    return .failure("\(at).group: " + LuaErrorWording.nameTooLong("group", bytes: name.utf8.count))
                }
                rewritten.content.group = name
            }
            if let duration = changed(.duration) {
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
            if let problem = NotificationRewrite.apply(changed, to: &rewritten.content) {
                return .failure("\(at).\(problem)")
            }
            return .success(.rewrite(rewritten))
        default:
            return .failure("\(at): expected nil, { veto = \"reason\" } or a table of changes, got \(value.described)")
        }
    }

    /// The request's content resolved as the kind `value` names: the theme's kind from the
    /// request's origin (its message, arguments, position and group as the show gave them); a
    /// toast showing a notification keeps the notification, its text and its markup, and every toast keeps
    /// its progress and its group unless the new kind has one.
    private static func resolved(
        _ value: LuaValue, request: ToastRequest, resolve: Resolver
    ) -> Result<ToastContent, KindProblem> {
        guard case .string(let name) = value else {
            return .failure(KindProblem("expected a kind name, got \(value.described)"))
        }
        var origin = request.content.origin ?? ToastOrigin(kind: name)
        origin.kind = name
        do {
            var content = try resolve(origin)
            let old = request.content
            content.progress = old.progress
            if content.group == nil { content.group = old.group }
            if let notification = old.notification {
                content.notification = notification
                if old.style.markup, !content.style.markup {
                    var style = content.style
                    style.markup = true
                    content.style = style
                }
                if content.title != old.title { content.title = old.title }
                if content.message != old.message { content.message = old.message }
                content.accessibilityText = old.accessibilityText
            }
            return .success(content)
        } catch {
            return .failure(KindProblem(error.description))
        }
    }

    /// Why a kind could not be resolved.
    struct KindProblem: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
