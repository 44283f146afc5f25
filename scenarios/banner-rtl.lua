-- banner-rtl: the banner's avatar layout right to left: the avatar on the right, the sender's
-- name over the message aligned to it.
return toast.scenario {
  theme = "banner",
  screen = "iphone-15",
  right_to_left = true,
  events = {
    { at = 0.0, show = "message" },
  },
  capture = { 1.0 },
}
