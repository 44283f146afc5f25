return toast.theme {
  name = "seed",
  style = { padding = { 8, 12 }, corner_radius = 10, shadow = { radius = 6, y = 2 }, max_width = "85%" },
  motion = { enter = { "slide", duration = 0.3, curve = toast.spring { response = 0.5, damping_fraction = 0.8 } },
             exit = { "fade", duration = 0.2 }, hold = 2 },
  queue = { policy = "stack", max_visible = 3 },
  kinds = {
    saved = { icon = "✓", message = "Saved", position = "top" },
    long = { title = "Title", message = string.rep("long text ", 30), position = "bottom",
             layout = toast.vstack { toast.text "title", toast.text "message", spacing = 4 } },
  },
  rules = { { match = { kind = "saved" }, style = { background = "systemGreen@0.9" } } },
}
