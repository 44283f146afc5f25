#ifndef C_TOAST_MATH_H
#define C_TOAST_MATH_H

// The C library's maths that ToastCore needs, as inline forwards with a prefix: Swift code
// imports this header instead of a platform module (Glibc on Linux, Darwin on Apple
// platforms), and gets the results of the system's libm, bit for bit.

#include <math.h>

/// e^x; wraps `exp`.
static inline double tartine_exp(double x) { return exp(x); }

/// The natural logarithm of x; wraps `log`.
static inline double tartine_log(double x) { return log(x); }

/// The sine of x radians; wraps `sin`.
static inline double tartine_sin(double x) { return sin(x); }

/// The cosine of x radians; wraps `cos`.
static inline double tartine_cos(double x) { return cos(x); }

/// base raised to exponent; wraps `pow`.
static inline double tartine_pow(double base, double exponent) { return pow(base, exponent); }

#endif
