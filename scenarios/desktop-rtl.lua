-- desktop-rtl: the desktop theme right to left: top_trailing is the top-left corner, the cards
-- slide in from the left, the icon sits at their right with the text aligned to it.
return toast.scenario {
  theme = "desktop",
  screen = "macbook-air-13",
  right_to_left = true,
  events = {
    { at = 0.0, show = "message" },
    { at = 0.6, show = "download" },
  },
  capture = { 0.2, 2.0 },
}
