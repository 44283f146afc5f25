-- default: a neutral translucent pill at the bottom, fading in and out.
-- The starting point for a theme of your own: every kind is plain text on dark glass,
-- one toast at a time, in order, 2 seconds each.
return toast.theme {
  name = "default",
  description = "Neutral translucent pill",
  style = {
    background = "light-dark(#1C1C1EE6, #F2F2F7E6)",
    foreground = "light-dark(#FFFFFF, #000000)",
    font = { family = "Inter", size = 15, weight = "semibold" },
    corner_radius = 22,
    padding = { 12, 20 },
    max_width = 0.85,
    shadow = { color = "#00000033", radius = 12, x = 0, y = 4 },
  },
  motion = {
    enter = { "fade", "scale", scale = 0.92, duration = 0.25 },
    exit = { "fade", duration = 0.2 },
    hold = 2.0,
    curve = "easeOut",
  },
  queue = { policy = "serial" },
  position = "bottom",
  kinds = {
    info = { message = "toast.info" },
    success = { icon = "✓", message = "toast.success", haptic = "success" },
    error = { icon = "!", message = "toast.error", haptic = "error" },
  },
  strings = {
    en = { ["toast.info"] = "Copied to clipboard", ["toast.success"] = "Done", ["toast.error"] = "Something went wrong" },
    ko = { ["toast.info"] = "클립보드에 복사했습니다", ["toast.success"] = "완료", ["toast.error"] = "문제가 발생했습니다" },
  },
}
