-- plugin-stats: three toasts of two kinds; the stats plugin logs its counts.
return toast.scenario {
  theme = "diary",
  plugins = { "stats" },
  screen = "iphone-15",
  events = {
    { at = 0.0, show = "saved" },
    { at = 0.5, show = "deleted" },
    { at = 1.0, show = "saved" },
  },
  capture = { 0.3, 3.0 },
}
