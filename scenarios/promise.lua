-- promise: two promise toasts (toast.promise). Each shows diary's loading kind, sticky while its
-- work runs; the first is resolved and turns into "Saved" in place, the second, waiting behind it,
-- is rejected with a message and turns into the error kind. Both then hold for their result's time.
return toast.scenario {
  theme = "diary",
  screen = "iphone-15",
  events = {
    { at = 0.0, promise = { loading = "loading", success = "saved", error = "failed", tag = "entry" } },
    { at = 0.5, promise = { loading = "loading", success = "saved", error = "failed", tag = "photo" } },
    { at = 3.0, resolve = 1 },
    { at = 6.0, reject = 2, message = "Photo too large" },
  },
  capture = { 1.0, 3.5, 5.5, 6.5 },
}
