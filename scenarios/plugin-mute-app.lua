-- plugin-mute-app: Spotify and Slack are muted (plugin mute-app): their notifications are vetoed
-- ("muted"), Mail's shows.
return toast.scenario {
  theme = "desktop",
  plugins = { "mute-app" },
  screen = "macbook-air-13",
  events = {
    { at = 0.0, notify = { app = "Spotify", summary = "Now playing", body = "Blue in Green" } },
    { at = 0.5, notify = { app = "Mail", summary = "Mina", body = "Are we still on for dinner tonight?" } },
    { at = 1.0, notify = { app = "Slack", summary = "#general", body = "Lunch?" } },
  },
  capture = { 1.5 },
}
