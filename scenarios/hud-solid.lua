-- hud-solid: the HUD with Reduce Transparency on: its blurred material is drawn as a solid fill.
return toast.scenario {
  theme = "hud",
  screen = "iphone-15",
  reduce_transparency = true,
  events = {
    { at = 0.0, show = "copied" },
  },
  capture = { 1.0 },
}
