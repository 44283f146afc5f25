-- banner-contrast: the banner with Increase Contrast on: the theme's rule for it draws the card
-- opaque with a strong edge instead of a hairline (a manifest records it light and dark).
return toast.scenario {
  theme = "banner",
  screen = "iphone-15",
  increase_contrast = true,
  events = {
    { at = 0.0, show = "message" },
  },
  capture = { 1.0 },
}
