import ToastCore

/// Runs `body` in `rounds` rounds of `perRound` operations and reports the median rate.
/// - Returns: operations per second (median over rounds) and the median seconds per round.
func measure(rounds: Int = 7, perRound: Int, _ body: (Int) -> Void) -> (opsPerSecond: Double, secondsPerRound: Double) {
    var times: [Double] = []
    body(min(perRound, 1000))  // warm up
    for round in 0..<rounds {
        let start = ContinuousClock.now
        body(round)
        let elapsed = ContinuousClock.now - start
        let (s, atto) = elapsed.components
        times.append(Double(s) + Double(atto) * 1e-18)
    }
    times.sort()
    let median = times[times.count / 2]
    return (Double(perRound) / median, median)
}

/// "2,345,678" for 2345678.4: rounded, thousands grouped.
func grouped(_ value: Double) -> String {
    NumberText.grouped(Int(value.rounded()))
}

/// Prints one benchmark line: name, figure, target, and whether the target is met.
func report(_ name: String, _ figure: String, target: String, met: Bool) {
    print("\(pad(name, 46)) \(pad(figure, 22)) target \(pad(target, 24)) \(met ? "ok" : "MISSED")")
}

/// `text` followed by spaces up to `width` characters.
func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}
