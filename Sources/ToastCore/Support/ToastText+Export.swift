// NumberText and ControlText live in the ToastText leaf, so that the PNG and file layers use them
// without the engine; every module that imports ToastCore sees them as before.
@_exported import ToastText
