-- The bench theme without motion: cards appear and go at once, as dunst draws them, so that
-- scripts/notifyd-bench.py can say what the fades of the bench theme cost beside dunst.
return toast.theme {
  name = "desktop-bench-still",
  extends = "notifyd-bench",
  motion = {
    enter = { "none" },
    exit = { "none" },
  },
}
