-- The theme scripts/notifyd-bench.py runs tartine notifyd on: the desktop theme with ten cards
-- at once (the stack's most), short fades, and room for a burst of 1,000 waiting, so that every
-- notification of the burst is shown, as dunst shows each (the desktop theme keeps 50 waiting
-- and drops the oldest of a flood: closed with reason 4, never shown). scripts/notifyd-bench.py
-- copies it into a copy of themes/ (a theme extends only a theme of its own directory).
return toast.theme {
  name = "desktop-bench",
  extends = "desktop",
  motion = {
    enter = { "fade", duration = 0.1 },
    exit = { "fade", duration = 0.1 },
  },
  queue = { policy = "stack", max_visible = 10, max_pending = 1000 },
}
