// The functions of this target are inline, in include/CToastMath.h; a C target needs one source
// file for SwiftPM to build it.
#include "CToastMath.h"
