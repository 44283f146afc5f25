#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few C math-library functions ToastCore needs, behind one namespace so that no other file
/// has to import a platform module (`Glibc` on Linux, `Darwin` on Apple platforms).
///
/// Call them as `Math.exp(x)`, `Math.cos(x)`, … They are thin, inlinable forwards: no allocation,
/// no extra checks, the exact results of the platform's libm.
package enum Math {
    /// The base-e exponential, e^x.
    @inline(__always) static func exp(_ x: Double) -> Double { cExp(x) }

    /// The natural logarithm, ln x (NaN for x < 0, -infinity for x == 0).
    @inline(__always) static func log(_ x: Double) -> Double { cLog(x) }

    /// The sine of `x` radians.
    @inline(__always) package static func sin(_ x: Double) -> Double { cSin(x) }

    /// The cosine of `x` radians.
    @inline(__always) package static func cos(_ x: Double) -> Double { cCos(x) }

    /// `base` raised to `exponent`.
    @inline(__always) static func pow(_ base: Double, _ exponent: Double) -> Double { cPow(base, exponent) }

    /// The square root (the standard library's correctly rounded `squareRoot()`).
    @inline(__always) static func sqrt(_ x: Double) -> Double { x.squareRoot() }
}

// Top-level forwards: inside `enum Math` an unqualified `exp(x)` would find `Math.exp` itself,
// and the module-qualified spelling (`Glibc.exp` / `Darwin.exp`) differs per platform.
@inline(__always) private func cExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func cLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func cSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func cCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func cPow(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
