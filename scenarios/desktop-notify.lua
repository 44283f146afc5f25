-- desktop-notify: desktop notifications as tartine notifyd would show them, on a 1440×900 desktop.
-- A mail with a markup body (bold, a link) and two actions beside its default, a critical battery
-- warning (red edge, sticky), a download with progress that a newer notification replaces in
-- place at 2.5 s with its progress further on, and a tap that invokes the mail's default action.
return toast.scenario {
  theme = "desktop",
  screen = "1440x900",
  background = "plain",
  locale = "en",
  events = {
    { at = 0.0, notify = {
      app = "Mail", summary = "Mina Park", category = "email.arrived", desktop_entry = "org.gnome.Evolution",
      body = "<b>Dinner tonight?</b> I booked the place by the river: <a href=\"https://example.com/map\">map</a>",
      image = "images/mina.png",
      actions = { { "default", "Open" }, { "reply", "Reply" }, { "archive", "Archive" } },
    } },
    { at = 0.6, notify = {
      app = "Power", summary = "Battery low", body = "About <b>15 minutes</b> left. Plug in your computer soon.",
      urgency = "critical", category = "device.battery",
    } },
    { at = 1.2, notify = {
      app = "Downloads", summary = "Downloading holiday-photos.zip", body = "248 MB", progress = 40,
      stack_tag = "download",
    } },
    { at = 2.5, notify = {
      app = "Downloads", summary = "Downloading holiday-photos.zip", body = "248 MB, almost done", progress = 85,
      replaces = 3,
    } },
    { at = 4.0, tap = 1 },
  },
  capture = { 2.0, 3.0, 4.6 },
}
