-- plugin-group-by-app: a deck per app (plugin group-by-app): Mail's two notifications gather in
-- one deck ("+1"), Chat's in another.
return toast.scenario {
  theme = "deck",
  plugins = { "group-by-app" },
  screen = "iphone-15",
  events = {
    { at = 0.0, notify = { app = "Mail", summary = "Mina", body = "Dinner tonight?" } },
    { at = 0.3, notify = { app = "Chat", summary = "Sam", body = "On my way" } },
    { at = 0.6, notify = { app = "Mail", summary = "Joon", body = "The report is ready" } },
  },
  capture = { 1.5 },
}
