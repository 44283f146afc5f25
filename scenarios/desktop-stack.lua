-- desktop-stack: three notifications on a desktop screen stack in the top-trailing corner, the
-- newest on top, each older card moved down by the height of the ones above it. At 4 s the
-- message is swiped toward the side and the two below it move up into its place.
return toast.scenario {
  theme = "desktop",
  screen = "macbook-air-13",
  events = {
    { at = 0.0, show = "message" },
    { at = 0.6, show = "download" },
    { at = 1.2, show = "battery" },
    { at = 4.0, swipe = "trailing", toast = 1 },
  },
  capture = { 2.0, 4.6 },
}
