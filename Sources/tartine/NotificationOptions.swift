import ArgumentParser
import ToastCore
import ToastDBus
import ToastNotifyd

/// `tartine render --summary S [--body B] [--app A] [--urgency U] [--category C]
/// [--action KEY=LABEL …] [--progress N] [--icon NAME|PATH [--icon-theme T]]`: a desktop
/// notification to render as the kind the theme's notification rules give, within
/// `NotificationLimits`.
struct NotificationOptions: ParsableArguments {
    @Option(help: "Render a desktop notification with this summary, as the theme's notification rules say.")
    var summary: String?
    @Option(help: "The notification's body, in the markup subset.") var body: String?
    @Option(help: "The sending program's name.") var app: String?
    @Option(help: "low, normal or critical (default: normal).") var urgency: String?
    @Option(help: "The category hint (email.arrived, device.added …).") var category: String?
    @Option(help: "An action as KEY=LABEL (repeat it; `default` is the click on the notification).")
    var action: [String] = []
    @Option(help: "The progress hint, 0 to 100.") var progress: Int?
    @Option(
        help: ArgumentHelp(
            "The notification's icon as notify-send -i gives it: an icon name (found as tartine notifyd finds it), "
                + "an absolute path or a file:// URI."))
    var icon: String?
    @Option(help: "The icon theme --icon is looked up in (as tartine notifyd --icon-theme).") var iconTheme: String?

    func validate() throws {
        guard summary != nil else {
            if body != nil || app != nil || urgency != nil || category != nil || !action.isEmpty || progress != nil
                || icon != nil || iconTheme != nil
            {
                throw ValidationError(
                    "--body, --app, --urgency, --category, --action, --progress, --icon and --icon-theme need --summary"
                )
            }
            return
        }
        if iconTheme != nil, icon == nil { throw ValidationError("--icon-theme needs --icon") }
        try IconOptions.checkThemeName(iconTheme)
        if let icon, icon.utf8.count > NotificationLimits.name {
            throw ValidationError("--icon: at most \(NotificationLimits.name) bytes, got \(icon.utf8.count)")
        }
        if let progress { try OptionRange.check("--progress", progress, within: 0...100) }
        if let urgency, NotificationUrgency(rawValue: urgency) == nil {
            throw ValidationError(
                "--urgency: expected one of low, normal, critical"
                    + Suggestion.hint(for: urgency, in: NotificationUrgency.allCases.map(\.rawValue)))
        }
        guard action.count <= NotificationLimits.actions else {
            throw ValidationError("\(action.count) actions is more than the \(NotificationLimits.actions) kept")
        }
        for text in action where !text.contains("=") || text.hasPrefix("=") {
            throw ValidationError("--action: expected KEY=LABEL, got '\(text)'")
        }
        let bounded: [(String, String?, Int)] = [
            ("--summary", summary, NotificationLimits.summary), ("--body", body, NotificationLimits.body),
            ("--app", app, NotificationLimits.name), ("--category", category, NotificationLimits.name),
        ]
        for (flag, text, limit) in bounded where (text?.utf8.count ?? 0) > limit {
            throw ValidationError("\(flag): at most \(limit) bytes, got \(text?.utf8.count ?? 0)")
        }
        for text in action where text.utf8.count > 2 * NotificationLimits.actionText + 1 {
            throw ValidationError("--action: a key and a label are at most \(NotificationLimits.actionText) bytes each")
        }
    }

    /// The notification the flags describe, numbered 1, its `--icon` read as a `Notify`'s
    /// `app_icon` is; `nil` without `--summary`.
    func notification() throws -> ToastCore.Notification? {
        guard let summary else { return nil }
        let actions = action.map { text in
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return NotificationAction(key: String(parts[0]), label: parts.count > 1 ? String(parts[1]) : "")
        }
        return ToastCore.Notification(
            id: 1, appName: app ?? "", summary: summary, body: body ?? "", actions: actions,
            urgency: urgency.flatMap(NotificationUrgency.init(rawValue:)) ?? .normal, category: category,
            image: icon.flatMap(IconReference.image), progress: progress)
    }

    /// Where `--icon` is looked up: the session's icon theme, or `--icon-theme`.
    var icons: NotificationIcons { NotificationIcons(.session(themeName: iconTheme)) }
}

/// The icon theme options of `notifyd` and `render`.
enum IconOptions {
    /// Refuses a name that cannot name an icon theme's directory.
    static func checkThemeName(_ name: String?) throws {
        guard let name, !IconSearch.isThemeName(name) else { return }
        throw ValidationError(
            "--icon-theme: '\(name)' cannot name an icon theme (\(NotificationRules.iconThemeNameRule))")
    }
}
