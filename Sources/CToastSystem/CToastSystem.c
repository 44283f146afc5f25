// The functions of this target are inline, in include/CToastSystem.h; a C target needs one
// source file for SwiftPM to build it.
#include "CToastSystem.h"
