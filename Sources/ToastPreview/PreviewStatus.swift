import ToastCore
import ToastScript

/// What the page's controls show: the theme, its kinds, the choices and the current settings,
/// and the error of the last save, if it broke.
struct PreviewStatus {
    var theme: LoadedTheme
    var settings: PreviewSettings
    var generation: Int
    var error: String?

    var message: PreviewMessage {
        let kinds: [[String: Any]] = theme.theme.kinds.map { kind in
            var entry: [String: Any] = ["id": kind.id]
            switch kind.icon {
            case .emoji(let text): entry["emoji"] = text
            case .image(let path): entry["image"] = path
            case nil: break
            }
            return entry
        }
        var object: [String: Any] = [
            "type": "status",
            "theme": theme.theme.name,
            "generation": generation,
            "kinds": kinds,
            "locales": Array(Set(theme.theme.strings.locales + ["en", "pseudo"])).sorted(),
            "screens": Screen.presets.map {
                ["id": $0.id, "name": $0.name, "width": $0.size.width, "height": $0.size.height]
            },
            "textSizes": PreviewSettings.textSizes,
            "settings": [
                "screen": settings.screen.id, "appearance": settings.appearance.rawValue, "locale": settings.locale,
                "textSize": settings.textSize, "reducedMotion": settings.reducedMotion, "still": settings.still ?? -1,
            ] as [String: Any],
        ]
        if let error { object["error"] = error }
        return .json(object)
    }
}
