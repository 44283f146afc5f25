-- hud: a large centred alert, like the system's volume or "Copied" HUD.
-- A big icon stacked above a short message on a blurred rounded square, scaling in from 80%;
-- newer HUDs replace the one showing.
return toast.theme {
  name = "hud",
  description = "Large centred alert",
  style = {
    -- A blurred backdrop (the list behind no longer ghosts through legibly), a faint fill over it.
    material = { radius = 30, tint = "light-dark(#F2F2F7C7, #3A3A3CC7)", saturation = 1.8 },
    background = "light-dark(#FFFFFF1A, #FFFFFF0D)",
    foreground = "light-dark(#1C1C1E, #FFFFFF)",
    font = { family = "Inter", size = 17, weight = "semibold" },
    corner_radius = 24,
    padding = { 28, 28 },
    min_height = 160,
    max_width = 260,
    icon_size = 44,
    -- A HUD centres its message under the icon (text sits at the natural edge unless told).
    text_alignment = "center",
    shadow = { color = "#00000033", radius = 24, x = 0, y = 8 },
    -- The icon above the text; the spacer keeps the box at least 104 + 2 × 28 = 160 pt wide.
    layout = toast.vstack { spacing = 14, toast.icon {}, toast.text { "message", max_lines = 2 }, toast.spacer { width = 104 } },
  },
  motion = {
    enter = { "fade", "scale", scale = 0.8, duration = 0.35, curve = toast.spring { damping = 0.7, duration = 0.35 } },
    exit = { "fade", "scale", scale = 0.9, duration = 0.2, curve = "easeIn" },
    hold = 1.5,
  },
  queue = { policy = "replace" },
  position = "center",
  kinds = {
    copied = { icon = "📋", message = "hud.copied", haptic = "success" },
    muted = { icon = "🔕", message = "hud.muted", haptic = "light" },
    failed = { icon = "⚠️", message = "hud.failed", haptic = "error" },
  },
  strings = {
    en = { ["hud.copied"] = "Copied", ["hud.muted"] = "Silent Mode", ["hud.failed"] = "Failed" },
    ko = { ["hud.copied"] = "복사됨", ["hud.muted"] = "무음 모드", ["hud.failed"] = "실패" },
  },
}
