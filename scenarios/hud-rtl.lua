-- hud-rtl: the HUD's icon-over-text stack in a right-to-left interface (centred either way).
return toast.scenario {
  theme = "hud",
  screen = "iphone-15",
  right_to_left = true,
  events = {
    { at = 0.0, show = "copied" },
  },
  capture = { 1.0 },
}
