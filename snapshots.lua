-- The snapshot matrix of Tartine's own bundled themes, run by scripts/test (under CI nothing is
-- recorded: a difference fails the build). Small on purpose: one or two kinds per theme, light and
-- dark, English and Korean, at the moment each toast has fully entered, plus the popup scenario,
-- the bundled plugins' scenarios, right-to-left banner, HUD and two-action snackbar scenarios, the
-- banner with Increase Contrast and the HUD with Reduce Transparency, the desktop theme's corner
-- stack, right to left, and a drag that it follows, the deck collapsing, expanding on hover and
-- collapsing again (and its right-to-left groups), a promise toast and quiet mode with its
-- summary. The default theme's rich text (`linked`: bold, code, a link; right to left in Hebrew,
-- the link tapped) and spinner (`loading`, at two moments) have their own kinds and scenarios; a
-- snackbar with its action stays under a screen reader. The desktop theme shows notifications (a
-- mail with markup and actions, a critical battery warning, a download replaced in place; in
-- Korean right to left). Quiet hours end at 07:00 by the scenario's clock (plugin quiet-hours);
-- desktop notifications muted, made critical (battery low) and grouped by app by the other
-- bundled plugins.
-- Each scenario's event transcript (time, event, toast, plugin, reason) is compared with its
-- reference beside its pictures, like a picture.
return toast.manifest {
  themes = { "diary", "snackbar", "banner", "hud", "desktop", "deck", "default" },
  kinds = { "saved", "deleted", "archived", "message", "copied", "linked", "loading" },
  appearances = { "light", "dark" },
  locales = { "en", "ko" },
  times = { 1 },
  scenarios = {
    "popup", "plugin-undo", "plugin-burst", "plugin-progress", "plugin-stats", "banner-rtl", "hud-rtl",
    "snackbar-rtl", "banner-contrast", "hud-solid", "desktop-stack", "desktop-rtl", "desktop-swipe",
    "deck-hover", "deck-rtl", "promise", "quiet", "default-linked-rtl", "default-loading",
    "snackbar-screen-reader",
    "desktop-notify", "desktop-notify-rtl",
    "plugin-quiet-hours", "plugin-mute-app", "plugin-battery-low", "plugin-group-by-app",
  },
  scale = 1,
  lint = { contrast = "warning", hit_target = "warning", truncation = "warning", unsafe_area = "error" },
}
