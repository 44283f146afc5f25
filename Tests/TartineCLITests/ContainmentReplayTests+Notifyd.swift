extension ContainmentReplayTests {
    /// A theme of desktop notifications whose kind has no line limit and draws on a clear
    /// card, `extra` among its keys: a body lays out as large as the theme lets it.
    static func notificationTheme(_ extra: String = "") -> String {
        """
        return toast.theme {
          name = "t",
          style = { font = { size = 40 }, max_width = 4096, padding = { 0, 0 }, background = "#00000000" },
          kinds = { notification = { message = "", layout = toast.vstack { toast.text { "title" }, toast.text { "message" } } } },
          notifications = { kind = "notification", \(extra) },
        }
        """
    }

    /// `render` of a notification of `body` (and `summary`) on `themeText`.
    static func notified(
        _ name: String, theme themeText: String = notificationTheme(), summary: String = "S", body: String
    )
        -> Case
    {
        Case(
            name: name, files: ["themes/t.lua": themeText],
            arguments: [
                "render", "themes/t.lua", "--summary", summary, "--body", body, "--screen", "1920x1080", "--scale", "1",
                "-o", "out/n.png",
            ], blame: nil)
    }

    /// Issue 38's hostile inputs for the desktop server (item 10), through the commands that
    /// draw a notification as the server does: a body as wide and as tall as the limits let it
    /// be, marks stacked on one letter, markup nested past its bounds, and a rule pattern at
    /// its worst. (Images cannot be among them: a case's files are text.)
    static let notifydCases: [Case] = [
        notified("a notification body of 16,384 bytes in one word", body: String(repeating: "W", count: 16_384)),
        notified(
            "a notification body of 16,000 line feeds",
            body: String(repeating: "\n", count: 16_000) + "end"),
        notified(
            "a notification body of markup nested 4,000 deep",
            body: String(repeating: "<b><i>", count: 2_000) + "x"),
        notified(
            "a notification summary of 1,024 wide characters and a body of combining marks",
            summary: String(repeating: "\u{FDFD}", count: 341),
            body: "a" + String(repeating: "\u{0301}", count: 8_000)),
        notified(
            "a notification rule's pattern at its worst against the longest body",
            theme: notificationTheme(
                "rules = { { body = \"" + String(repeating: "*a", count: 127) + "b\", kind = \"notification\" } }"),
            body: String(repeating: "a", count: 16_384)),
    ]
}
