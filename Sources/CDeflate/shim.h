#ifndef TARTINE_CDEFLATE_SHIM_H
#define TARTINE_CDEFLATE_SHIM_H

#include <libdeflate.h>

#endif
