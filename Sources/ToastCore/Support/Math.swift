import CToastMath

/// The few C math-library functions ToastCore needs, behind one namespace so that no file of the
/// engine imports a platform module: they come from the `CToastMath` leaf, whose inline forwards
/// call the system's libm (`exp`, `log`, `sin`, `cos`, `pow`) on Linux and Apple platforms alike.
///
/// Call them as `Math.exp(x)`, `Math.cos(x)`, … They are thin, inlinable forwards: no allocation,
/// no extra checks, the exact results of the platform's libm.
package enum Math {
    /// The base-e exponential, e^x; wraps `exp`.
    @inline(__always) static func exp(_ x: Double) -> Double { tartine_exp(x) }

    /// The natural logarithm, ln x (NaN for x < 0, -infinity for x == 0); wraps `log`.
    @inline(__always) static func log(_ x: Double) -> Double { tartine_log(x) }

    /// The sine of `x` radians; wraps `sin`.
    @inline(__always) package static func sin(_ x: Double) -> Double { tartine_sin(x) }

    /// The cosine of `x` radians; wraps `cos`.
    @inline(__always) package static func cos(_ x: Double) -> Double { tartine_cos(x) }

    /// `base` raised to `exponent`; wraps `pow`.
    @inline(__always) static func pow(_ base: Double, _ exponent: Double) -> Double { tartine_pow(base, exponent) }

    /// The square root (the standard library's correctly rounded `squareRoot()`).
    @inline(__always) static func sqrt(_ x: Double) -> Double { x.squareRoot() }
}
