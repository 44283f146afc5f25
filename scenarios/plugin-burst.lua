-- plugin-burst: six "saved" in half a second; the fourth to sixth collapse into "Saved ×6".
return toast.scenario {
  theme = "diary",
  plugins = { "burst" },
  screen = "iphone-15",
  events = {
    { at = 0.0, show = "saved" }, { at = 0.1, show = "saved" }, { at = 0.2, show = "saved" },
    { at = 0.3, show = "saved" }, { at = 0.4, show = "saved" }, { at = 0.5, show = "saved" },
  },
  capture = { 1.0, 5.0, 7.6 },
}
