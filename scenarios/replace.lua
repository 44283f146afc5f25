-- replace: the HUD theme replaces the showing alert with the newest one.
return toast.scenario {
  theme = "hud",
  screen = "iphone-15",
  events = {
    { at = 0.0, show = "copied" },
    { at = 0.8, show = "muted" },
  },
  capture = { 0.2, 0.9, 1.05, 1.4 },
}
