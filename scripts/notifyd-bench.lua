-- The theme scripts/notifyd-bench.py runs tartine notifyd on: the desktop theme with ten cards
-- at once (the stack's most) and short fades, so that a burst of 50 ms notifications flows as
-- it would through a server that shows every notification at once.
return toast.theme {
  name = "desktop-bench",
  extends = "../themes/desktop.lua",
  motion = {
    enter = { "fade", duration = 0.1 },
    exit = { "fade", duration = 0.1 },
  },
  queue = { policy = "stack", max_visible = 10 },
}
